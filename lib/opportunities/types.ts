import { z } from 'zod';
import type { TagTone } from '@/lib/ui/tag-tone';
import type { Option, OptionGroup } from './options';
import { CHANNEL, govSubscriptionSchema, manpowerSubscriptionSchema, softwareSubscriptionSchema } from './schemas';

// What the opportunity lists, cards, detail pages and the subscription dialog read (001 §3). The
// schemas are the calls' answers (./contracts.ts) and the types come from them, so the services, the
// components and the contracts share one shape; dates travel as ISO 8601 text.

/** The option lists' shapes (options.ts), for the calls that send them. */
const optionSchema = z.object({ code: z.string(), name: z.string() }) satisfies z.ZodType<Option>;
const optionGroupSchema = optionSchema.extend({ children: z.array(optionSchema) }) satisfies z.ZodType<OptionGroup>;

/** An outsourcing demand's state: 'pending' waits for the platform to complete its card (quick publish). */
export const DEMAND_STATUSES = ['pending', 'open', 'closed'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/** The tones of lib/ui/tag-tone.ts (design/ui.md). */
const tagToneSchema = z.enum(['primary', 'success', 'info']) satisfies z.ZodType<TagTone>;

/** Bid card (001 §3): a government tender opportunity. */
export const bidCardSchema = z.object({
  /** intentionCode (type 1) or bidCode / orderId (the others). */
  code: z.string(),
  /** 1 purchase intention, 2 purchase notice. */
  type: z.number().int(),
  /** 1 third-party tender, 2 platform agency, 3 platform direct purchase. */
  bidSource: z.number().int(),
  projectName: z.string(),
  projectNumber: z.string(),
  purchaserName: z.string(),
  cityName: z.string(),
  businessDirection: z.string(),
  publishTime: z.string(),
  biddingDateFrom: z.string().nullable(),
  bidDeadLine: z.string().nullable(),
  /** As the source gives it (type 2 yuan, others 万); budgetYuan() reads it. */
  budgetAmount: z.number().nullable(),
  recommend: z.boolean(),
  /** Past its deadline. */
  showEndStatus: z.boolean(),
  tags: z.array(z.object({ name: z.string(), type: tagToneSchema })),
  followed: z.boolean(),
});
export type BidCard = z.infer<typeof bidCardSchema>;

/** Outsourcing card (001 §3): a software (channel 1) or manpower (2) outsourcing demand. */
export const outsourcingCardSchema = z.object({
  orderNo: z.string(),
  orderName: z.string(),
  channel: z.literal([1, 2]),
  cityName: z.string(),
  /** Category (software) or job type (manpower), by name. */
  categoryName: z.string().nullable(),
  putTimeStr: z.string(),
  recommend: z.boolean(),
  bidValidTimeOut: z.boolean(),
  bidValidtime: z.string().nullable(),
  vipTimeLimit: z.string().nullable(),
  bookCount: z.number().int(),
  personOrder: z.number().int().nullable(),
  fieldWork: z.number().int().nullable(),
  /** Yuan; null is negotiable. */
  price: z.number().nullable(),
  techDirection: z.string().nullable(),
  /** 0 not followed, 1 followed. */
  demandAttStatus: z.literal([0, 1]),
});
export type OutsourcingCard = z.infer<typeof outsourcingCardSchema>;

/** A tender's detail page and getNewGovInfo / getGovIntentionInfo: the card with its notice. */
export const bidOpportunityDetailSchema = bidCardSchema.extend({
  /** Purchase unit kind (采购单位 code). */
  purchaseUnit: z.string(),
  /** The notice text: paragraphs separated by blank lines. */
  content: z.string(),
});
export type BidOpportunityDetail = z.infer<typeof bidOpportunityDetailSchema>;

/** An outsourcing demand's detail page: the card with its description and classification. */
export const outsourcingDetailSchema = outsourcingCardSchema.extend({
  memo: z.string(),
  /** First and second level (service category or job type), by name. */
  primaryClassName: z.string().nullable(),
  secondClassName: z.string().nullable(),
  /** 1 enterprises only, 2 individuals only, null anyone. */
  receiveRequirement: z.number().int().nullable(),
  residentPeriodName: z.string().nullable(),
  settlementPeriodName: z.string().nullable(),
});
export type OutsourcingDetail = z.infer<typeof outsourcingDetailSchema>;

/** Channels 1-4 (./schemas.ts CHANNEL). */
export const channelSchema = z.literal([CHANNEL.software, CHANNEL.manpower, CHANNEL.govThirdParty, CHANNEL.govAgency]);

/** A saved subscription as the dialog reads it back: the settings as their channel's save took them. */
export const savedSubscriptionSchema = z.object({
  channel: channelSchema,
  channelInUse: z.number().int(),
  settings: z.union([govSubscriptionSchema, softwareSubscriptionSchema, manpowerSubscriptionSchema]),
  updatedAt: z.string(),
});
export type SavedSubscription = z.infer<typeof savedSubscriptionSchema>;

/** Subscribe buttons' state: government counts only when both channels are in use (001 §4). */
export const subscriptionStatusSchema = z.object({
  /** channelInUse of channel 4 (jf, platform agency) and 3 (sf, third-party). */
  gov: z.object({ jf: z.number().int(), sf: z.number().int() }),
  software: z.boolean(),
  manpower: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const cityOptionSchema = z.object({ cityCode: z.string(), cityName: z.string() });
export type CityOption = z.infer<typeof cityOptionSchema>;

/** The option lists of one channel's dialog (getSubscribeOptions?channel=): what that channel asks for. */
export const subscriptionOptionsSchema = z.object({
  /** 6 hot cities (001 §9) and every city by letter group (ABCDE, FGHJ, KLMNP, QRSTW, XYZ). */
  hotCities: z.array(cityOptionSchema),
  cityGroups: z.array(z.object({ letters: z.string(), cities: z.array(cityOptionSchema) })),
  /** Government: 业务方向 tags, purchase unit kinds, bid sources (exclusive). */
  businessDirections: z.array(optionSchema).optional(),
  purchaseUnits: z.array(optionSchema).optional(),
  bidSources: z.array(optionSchema).optional(),
  /** Software: the service category tree; receive requirement (exclusive). */
  categories: z.array(optionGroupSchema).optional(),
  receiveRequirements: z.array(optionSchema).optional(),
  /** Manpower: job types; residence (exclusive) and settlement periods. */
  jobTypes: z.array(optionGroupSchema).optional(),
  residentPeriods: z.array(optionSchema).optional(),
  settlementPeriods: z.array(optionSchema).optional(),
});
export type SubscriptionOptions = z.infer<typeof subscriptionOptionsSchema>;

/** setSubscriptionState: the channel and its channelInUse now (null once cancelled). */
export const subscriptionStateResultSchema = z.object({ channel: channelSchema, channelInUse: z.number().int().nullable() });
export type SubscriptionStateResult = z.infer<typeof subscriptionStateResultSchema>;

/** addAttention: the follow's new state; null for a visitor (answered with login 0 beside it). */
export const followResultSchema = z.object({ followed: z.boolean() });
export type FollowState = z.infer<typeof followResultSchema>;

const keyLabelSchema = z.object({ key: z.string(), label: z.string() });

/** workMarketInitData: the demand hall's tabs with their category trees, its sort bar and filter options. */
export const workMarketInitSchema = z.object({
  tabs: z.array(z.object({ key: z.string(), label: z.string(), channel: z.number().int(), categoryLabel: z.string(), categories: z.array(optionGroupSchema) })),
  sortTabs: z.array(z.object({ value: z.string(), label: z.string(), sortable: z.boolean() })),
  budgets: z.array(keyLabelSchema),
  timeWindows: z.array(keyLabelSchema),
  receiveRequirements: z.array(optionSchema),
  residentPeriods: z.array(optionSchema),
  settlementPeriods: z.array(optionSchema),
  bidTypes: z.array(keyLabelSchema),
  businessDirections: z.array(optionSchema),
  bidBudgets: z.array(keyLabelSchema),
});
export type WorkMarketInit = z.infer<typeof workMarketInitSchema>;
