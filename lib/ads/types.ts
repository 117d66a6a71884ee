import { z } from 'zod';

// The ad item of 001 §3 (srcImg, href, mediaType, videoUrl) plus the title that names it to people
// who cannot see the picture.

export const AD_MEDIA = { image: 1, video: 2 } as const;
export type AdMediaType = (typeof AD_MEDIA)[keyof typeof AD_MEDIA];

export const adItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  srcImg: z.string(),
  href: z.string(),
  mediaType: z.union([z.literal(AD_MEDIA.image), z.literal(AD_MEDIA.video)]),
  /** The video of a mediaType 2 item; srcImg is then its poster. */
  videoUrl: z.string().nullable(),
});
export type AdItem = z.infer<typeof adItemSchema>;

/** The items of each slot code, in display order (data.advertisementInfo of 001 §7). */
export const slotAdsSchema = z.record(z.string(), z.array(adItemSchema));
export type SlotAds = z.infer<typeof slotAdsSchema>;

/** The ad creative's size (001 §2 Ad slots): every slot keeps this ratio, so nothing moves when it loads. */
export const AD_WIDTH = 340;
export const AD_HEIGHT = 136;

/** 001 §4: the carousel turns every 2 seconds when a slot has more than one item. */
export const AD_AUTOPLAY_MS = 2000;
