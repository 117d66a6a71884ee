import { z } from 'zod';

// Case library and case detail (000 §3): the schemas are the case calls' contracts (./contracts.ts),
// the types come from them. Dates travel as ISO 8601 text so the server page, the HTTP answer and the
// client see the same shape.

/** 0: enterprise industry case (with screenshots); 1: government tender case. */
export const caseSourceSchema = z.union([z.literal(0), z.literal(1)]);
export type CaseSource = z.infer<typeof caseSourceSchema>;

/** "Enterprise industry case (list item)" of 000 §3, plus what the government card shows. */
export const industryCaseInfoSchema = z.object({
  caseUuid: z.string(),
  source: caseSourceSchema,
  caseTitle: z.string(),
  parentIndName: z.string(),
  indName: z.string(),
  serviceCustom: z.string(),
  /** Development cycle in months. */
  period: z.number(),
  caseDesc: z.string(),
  cityName: z.string(),
  /** The provider, or null when the case hides its provider section. */
  buName: z.string().nullable(),
  publishTime: z.string(),
  /** The first screenshot (enterprise cases), or null. */
  firstPic: z.string().nullable(),
});
export type IndustryCaseInfo = z.infer<typeof industryCaseInfoSchema>;

/** getIndustryCaseList: one page of a tab's cases and their total (./schemas.ts's industryCaseListSchema is the input). */
export const industryCaseListAnswerSchema = z.object({
  industryCaseInfos: z.array(industryCaseInfoSchema),
  total: z.number().int(),
});
export type IndustryCaseList = z.infer<typeof industryCaseListAnswerSchema>;

export const industryInfoSchema = z.object({
  parIndName: z.string(),
  parDomName: z.string(),
  subIndName: z.string(),
  subDomName: z.string(),
});
export type IndustryInfo = z.infer<typeof industryInfoSchema>;

/** 0: the section exists and adds its tab; 1: blank, no section and no tab (000 §3). */
export const blankFlagSchema = z.union([z.literal(0), z.literal(1)]);
export type BlankFlag = z.infer<typeof blankFlagSchema>;

/** "Case detail" of 000 §3 (the spec's spelling of the two flags kept), plus what the page needs. */
export const caseDetailSchema = z.object({
  caseUuid: z.string(),
  source: caseSourceSchema,
  caseTitle: z.string(),
  parentIndCode: z.string(),
  parentIndName: z.string(),
  indName: z.string(),
  buName: z.string(),
  period: z.number(),
  devNumber: z.number(),
  devStartTime: z.string(),
  devEndTime: z.string(),
  serviceCustom: z.string(),
  buDesc: z.string(),
  detailAddress: z.string(),
  businessScope: z.string(),
  worktypeStr: z.string(),
  skillStr: z.string(),
  industryInfoList: z.array(industryInfoSchema),
  picArray: z.array(z.object({ slidepath: z.string() })),
  serveiceDetailBlank: blankFlagSchema,
  supplierDetaiBlank: blankFlagSchema,
  caseDesc: z.string(),
  serviceDetail: z.string().nullable(),
  supplierId: z.number().int().nullable(),
  cityName: z.string(),
  publishTime: z.string(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const industryOptionSchema = z.object({ code: z.string(), name: z.string() });
export type IndustryOption = z.infer<typeof industryOptionSchema>;

export const caseCitySchema = z.object({ cityCode: z.string(), cityName: z.string() });
export type CaseCity = z.infer<typeof caseCitySchema>;

/**
 * getSearchInfo for the industry filter (000 §7). Named apart from ./schemas.ts's searchInfoSchema,
 * the call's input.
 */
export const searchInfoAnswerSchema = z.object({
  parentIndList: z.array(industryOptionSchema),
  cityList: z.array(caseCitySchema),
  /** Initial letter -> the cities of cityList under it, letters in order. */
  sortCityMap: z.record(z.string(), z.array(caseCitySchema)),
});
export type SearchInfo = z.infer<typeof searchInfoAnswerSchema>;
