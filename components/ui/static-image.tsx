import type { ComponentProps } from 'react';

type StaticImageProps = Omit<ComponentProps<'img'>, 'alt' | 'width' | 'height'> & { alt: string; width: number; height: number };

/**
 * An image of public/ that is served as it is (the logo, the SVG QR codes). next/image would pass it
 * through unoptimized anyway, and is a client component: one use on a page, even from a server
 * component, puts its client code (~6 KB gzip) into that page's first load.
 */
export function StaticImage({ alt, loading = 'lazy', ...props }: StaticImageProps) {
  // eslint-disable-next-line @next/next/no-img-element -- nothing for next/image to do here (see above)
  return <img alt={alt} loading={loading} decoding="async" {...props} />;
}
