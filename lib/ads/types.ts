import { z } from 'zod';
import { AD_MEDIA } from './display';

// The ad item of 001 §3 (srcImg, href, mediaType, videoUrl) plus the title that names it to people
// who cannot see the picture.


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
