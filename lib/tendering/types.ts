import { z } from 'zod';

// What the government tendering page (/tendering.html) and the notice list read (002 §3). The schemas
// are the calls' contracts (./contracts.ts); the types come from them.

/** Header statistics of a city: strings as the call answers them, "0" when missing. */
export const tenderStatisticsSchema = z.object({
  tenderOrderNum: z.string(),
  /** 万元, two decimals. */
  tenderAmount: z.string(),
});
export type TenderStatistics = z.infer<typeof tenderStatisticsSchema>;

export const tenderAttachmentSchema = z.object({
  attachmentUrl: z.string(),
  attachmentTitle: z.string(),
});
export type TenderAttachment = z.infer<typeof tenderAttachmentSchema>;

/** Tender file info (002 §3): a tender notice with its attachments. */
export const tenderFileInfoSchema = z.object({
  code: z.string(),
  title: z.string(),
  /** One line: purchaser, budget, deadline. */
  desc: z.string(),
  fileInfo: z.array(tenderAttachmentSchema),
  /** The notice's text, cut for the card. */
  noticeContent: z.string(),
  /** The notice's detail page. */
  infoUrl: z.string(),
  publishTime: z.string(),
});
export type TenderFileInfo = z.infer<typeof tenderFileInfoSchema>;

/** Deal item (002 §3): a recent winning bid of the city. */
export const dealItemSchema = z.object({
  id: z.number().int(),
  formatTime: z.string(),
  inviteeName: z.string(),
  orderName: z.string(),
  formatPrice: z.string(),
});
export type DealItem = z.infer<typeof dealItemSchema>;

/** getGovCityList (000 §7): a city with government tenders, for a city filter that offers only those. */
export const govCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceName: z.string(),
  site: z.string(),
  /** Intentions and notices of the city. */
  count: z.number().int(),
});
export type GovCity = z.infer<typeof govCitySchema>;
