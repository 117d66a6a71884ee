import { z } from 'zod';

// The portal's own contact and registration details (000 §2, §9), one object for every piece of the
// chrome that shows them. Built from the environment on the server (lib/server/site.ts) and handed
// to the chrome once.
export const siteSettingsSchema = z.object({
  hotline: z.string(),
  /** Opening hours of the hotline (000 §9). */
  hotlineHours: z.string(),
  supportEmail: z.string(),
  reportEmail: z.string(),
  icpNumber: z.string(),
  /** The public-security registration number (公安备案); a placeholder line shows without it. */
  policeRecordNumber: z.string().optional(),
  /** Analytics (001 §7): the project parameter, and another tracking server when one is named. */
  analytics: z.object({ project: z.enum(['production', 'default']), endpoint: z.string().optional() }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/**
 * baseInfo (000 §7): the contact and registration details (no analytics; the registration number null
 * when there is none) and the city the request is on.
 */
export const baseInfoAnswerSchema = siteSettingsSchema.omit({ analytics: true, policeRecordNumber: true }).extend({
  policeRecordNumber: z.string().nullable(),
  city: z.object({
    cityCode: z.string(),
    cityName: z.string(),
    provinceName: z.string(),
    site: z.string(),
    /** True when the request came on the city's own sub-site. */
    onSubSite: z.boolean(),
  }),
});
export type BaseInfoAnswer = z.infer<typeof baseInfoAnswerSchema>;
