// 000 §9: resized images are asked for at quality 70, or 80 on screens wider than 2560 px.

export const IMAGE_QUALITY = 70;
export const WIDE_SCREEN_QUALITY = 80;
export const WIDE_SCREEN_MIN_PX = 2561;
/** The media query of a screen wider than 2560 px, for a <picture> source. */
export const WIDE_SCREEN_MEDIA = `(min-width: ${WIDE_SCREEN_MIN_PX}px)`;

export function imageQuality(screenWidth: number): number {
  return screenWidth >= WIDE_SCREEN_MIN_PX ? WIDE_SCREEN_QUALITY : IMAGE_QUALITY;
}
