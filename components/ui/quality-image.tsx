import { getImageProps, type ImageProps } from 'next/image';
import { IMAGE_QUALITY, WIDE_SCREEN_MEDIA, WIDE_SCREEN_QUALITY } from '@/lib/images/quality';

/**
 * A resized image at the quality of 000 §9: 70, and 80 on screens wider than 2560 px. The browser
 * picks by the <picture> source's media query, so the server's HTML is right for every screen and no
 * script runs.
 */
export function QualityImage({ alt, ...props }: Omit<ImageProps, 'quality'> & { alt: string }) {
  const { props: wide } = getImageProps({ ...props, alt, quality: WIDE_SCREEN_QUALITY });
  const { props: usual } = getImageProps({ ...props, alt, quality: IMAGE_QUALITY });
  return (
    <picture>
      <source media={WIDE_SCREEN_MEDIA} srcSet={wide.srcSet} sizes={wide.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt is in the props getImageProps returns */}
      <img {...usual} />
    </picture>
  );
}
