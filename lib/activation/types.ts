import { z } from 'zod';

// Purchasing-unit activation (002 §2-§5): the records the pages and calls exchange. The answers' shapes
// are zod schemas, the calls' contracts (./contracts.ts), and the types come from them.

/** 002 §3 unit suggestion: a budget unit of the portal's purchasers. */
export const unitSuggestionSchema = z.object({
  id: z.number().int(),
  unitName: z.string(),
});
export type UnitSuggestion = z.infer<typeof unitSuggestionSchema>;

/** getPurchaseDetail: a budget unit with what the form can take from it. */
export const purchaseUnitDetailSchema = unitSuggestionSchema.extend({
  purchaserType: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  /** The city's station, when the city has a sub-site. */
  cityStationCode: z.string().nullable(),
  cityStationName: z.string().nullable(),
});
export type PurchaseUnitDetail = z.infer<typeof purchaseUnitDetailSchema>;

/** 002 §3 city station: a city sub-site with its place in the region tree. */
export const cityStationSchema = z.object({
  cityStationCode: z.string(),
  cityStationName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type CityStation = z.infer<typeof cityStationSchema>;

/** The stations of one province (cityStationList answers data.data as these groups). */
export const cityStationGroupSchema = z.object({
  groupCode: z.string(),
  groupName: z.string(),
  list: z.array(cityStationSchema),
});
export type CityStationGroup = z.infer<typeof cityStationGroupSchema>;

/** Bind-apply status of an application (002 §4): 0 pending, 1 approved; 2 rejected by an operator. */
export const BIND_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export const bindApplyStatusSchema = z.literal([BIND_STATUS.pending, BIND_STATUS.approved, BIND_STATUS.rejected]);
export type BindApplyStatus = z.infer<typeof bindApplyStatusSchema>;

/** unitRegister's answer: the application and its bind-apply status, which picks the next page. */
export const unitRegisterAnswerSchema = z.object({
  applyId: z.number().int(),
  bindApplyStatus: bindApplyStatusSchema,
});
export type UnitRegisterAnswer = z.infer<typeof unitRegisterAnswerSchema>;

/** An application as its owner's pending and success pages show it. */
export interface ActivationView {
  applyId: number;
  depName: string;
  creditCode: string | null;
  noCodeFlag: boolean;
  cityStationName: string;
  contactName: string;
  telphone: string;
  status: BindApplyStatus;
  rejectReason: string | null;
  /** The identity the approval gave (buId), when approved. */
  buId: number | null;
  createdAt: Date;
  reviewedAt: Date | null;
}
