import { z } from 'zod';
import { SLOT_CODE_PATTERN } from './slots';

/** Slot codes one advertisements call may ask for. */
export const MAX_SHOW_LOCATIONS = 20;

const slotCode = z.string().regex(SLOT_CODE_PATTERN, '广告位编码不正确');

/**
 * advertisements (001 §7): `showLocations`, the slot codes, as a list or as comma-separated text (the
 * form a query string carries).
 */
export const advertisementsSchema = z.object({
  showLocations: z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z
      .array(slotCode, '广告位列表格式不正确')
      .min(1, '请指定广告位')
      .max(MAX_SHOW_LOCATIONS, `广告位最多${MAX_SHOW_LOCATIONS}个`)
      .transform((codes) => [...new Set(codes)]),
  ),
});

export type AdvertisementsInput = z.infer<typeof advertisementsSchema>;
