import { z } from 'zod';
import { pageFields } from '@/lib/api/paging';
import { BID_BUDGETS, DEMAND_BUDGETS, SORT_TABS, TIME_WINDOWS, type BudgetRange } from './list-params';
import { BUSINESS_DIRECTIONS, JOB_TYPES, PURCHASE_UNITS, RECEIVE_REQUIREMENTS, RESIDENT_PERIODS, SERVICE_CATEGORIES, SETTLEMENT_PERIODS, type Option, type OptionGroup } from './options';

// Subscriptions (001 §3, §5, §9), follows and the opportunity lists: one set of schemas for the dialog,
// the route handlers and the pusher. The dialog shows the same messages as toasts before it sends.

/** Channels: 1 software outsourcing, 2 manpower outsourcing, 3 government third-party (bidSource 1), 4 government platform agency (bidSource 2). */
export const CHANNEL = { software: 1, manpower: 2, govThirdParty: 3, govAgency: 4 } as const;
export type Channel = (typeof CHANNEL)[keyof typeof CHANNEL];
export const GOV_CHANNELS = [CHANNEL.govThirdParty, CHANNEL.govAgency] as const;

/** bidSource 2 maps to channel 4, 1 to channel 3 (001 §9). */
export const channelOfBidSource = (bidSource: number): Channel => (bidSource === 1 ? CHANNEL.govThirdParty : CHANNEL.govAgency);

/** The field labels the toasts name ('请完善{label}!', '{label}(最多{n}个)'). */
export const LABELS = {
  city: '城市',
  businessDirection: '业务方向',
  purchaseUnit: '采购单位',
  primaryClass: '服务类别',
  secondClass: '细分类别',
  primaryClassJob: '岗位类别',
  secondClassJob: '细分岗位',
  receiveRequrie: '接单要求',
  residentPeriod: '驻场周期',
  settlementPeriod: '结算周期',
  budget: '预算',
} as const;

/** Most selections per field (001 §5): second-level limits are per first-level group. */
export const MAX = { city: 10, businessDirection: 3, purchaseUnit: 3, primaryClass: 3, primaryClassJob: 3, secondPerGroup: 3, settlementPeriod: 3 } as const;

/** Budget sliders (001 §9): government in 万 (0-1000, step 5, default 0-100); the others in yuan. */
export const BUDGET = {
  gov: { min: 0, max: 1000, step: 5, defaults: [0, 100] as const },
  yuan: { min: 0, max: 500_000, step: 1000, defaults: [0, 50_000] as const },
} as const;

/** A save's body of another channel family than its call's. */
const CHANNEL_MESSAGE = '订阅渠道不正确';

export const incomplete = (label: string) => `请完善${label}!`;
export const tooMany = (label: string, n: number) => `${label}(最多${n}个)`;

const codeIn = (list: readonly Option[]) => new Set(list.map((o) => o.code));
const cityCode = z.string().regex(/^\d{6}$/, '城市不正确');

function picks(label: string, allowed: ReadonlySet<string> | null, max: number) {
  return z
    .array(allowed ? z.string().refine((c) => allowed.has(c), `${label}不正确`) : cityCode, { error: incomplete(label) })
    .min(1, incomplete(label))
    .max(max, tooMany(label, max))
    .refine((a) => new Set(a).size === a.length, `${label}重复`);
}

/** One exclusive choice, sent as a list of one (the dialog's shape for every field). */
function single(label: string, list: readonly Option[]) {
  const allowed = codeIn(list);
  return z
    .array(z.string(), { error: incomplete(label) })
    .min(1, incomplete(label))
    .max(1, `${label}只能选择一项`)
    .refine((a) => a.every((c) => allowed.has(c)), `${label}不正确`);
}

function budget(limits: { min: number; max: number; step: number }) {
  const n = z.number({ error: incomplete(LABELS.budget) }).int().min(limits.min).max(limits.max).refine((v) => v % limits.step === 0, '预算不正确');
  return { budgetStart: n, budgetEnd: n };
}

/** Second-level picks: each a child of a picked first level, at most 3 per group. */
function secondLevelIn(tree: readonly OptionGroup[], firstKey: string, secondKey: string, label: string) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const firsts = v[firstKey] as string[];
    const seconds = v[secondKey] as string[];
    for (const group of tree.filter((g) => firsts.includes(g.code))) {
      const mine = seconds.filter((c) => group.children.some((k) => k.code === c));
      if (mine.length > MAX.secondPerGroup) ctx.addIssue({ code: 'custom', path: [secondKey], message: tooMany(label, MAX.secondPerGroup) });
    }
    const allowed = new Set(tree.filter((g) => firsts.includes(g.code)).flatMap((g) => g.children.map((k) => k.code)));
    if (seconds.some((c) => !allowed.has(c))) ctx.addIssue({ code: 'custom', path: [secondKey], message: `${label}不正确` });
  };
}

const budgetOrder = (v: { budgetStart: number; budgetEnd: number }, ctx: z.RefinementCtx) => {
  if (v.budgetStart > v.budgetEnd) ctx.addIssue({ code: 'custom', path: ['budgetEnd'], message: '预算不正确' });
};

export const govSubscriptionSchema = z
  .object({
    channel: z.literal([CHANNEL.govThirdParty, CHANNEL.govAgency], { error: CHANNEL_MESSAGE }),
    city: picks(LABELS.city, null, MAX.city),
    businessDirection: picks(LABELS.businessDirection, codeIn(BUSINESS_DIRECTIONS), MAX.businessDirection),
    purchaseUnit: picks(LABELS.purchaseUnit, codeIn(PURCHASE_UNITS), MAX.purchaseUnit),
    ...budget(BUDGET.gov),
  })
  .superRefine(budgetOrder);

export const softwareSubscriptionSchema = z
  .object({
    channel: z.literal(CHANNEL.software, { error: CHANNEL_MESSAGE }),
    primaryClass: picks(LABELS.primaryClass, codeIn(SERVICE_CATEGORIES), MAX.primaryClass),
    secondClass: z.array(z.string(), { error: incomplete(LABELS.secondClass) }).min(1, incomplete(LABELS.secondClass)).max(MAX.primaryClass * MAX.secondPerGroup),
    receiveRequrie: single(LABELS.receiveRequrie, RECEIVE_REQUIREMENTS),
    city: picks(LABELS.city, null, MAX.city),
    ...budget(BUDGET.yuan),
  })
  .superRefine(budgetOrder)
  .superRefine(secondLevelIn(SERVICE_CATEGORIES, 'primaryClass', 'secondClass', LABELS.secondClass));

export const manpowerSubscriptionSchema = z
  .object({
    channel: z.literal(CHANNEL.manpower, { error: CHANNEL_MESSAGE }),
    primaryClassJob: picks(LABELS.primaryClassJob, codeIn(JOB_TYPES), MAX.primaryClassJob),
    secondClassJob: z.array(z.string(), { error: incomplete(LABELS.secondClassJob) }).min(1, incomplete(LABELS.secondClassJob)).max(MAX.primaryClassJob * MAX.secondPerGroup),
    residentPeriod: single(LABELS.residentPeriod, RESIDENT_PERIODS),
    settlementPeriod: picks(LABELS.settlementPeriod, codeIn(SETTLEMENT_PERIODS), MAX.settlementPeriod),
    city: picks(LABELS.city, null, MAX.city),
    ...budget(BUDGET.yuan),
  })
  .superRefine(budgetOrder)
  .superRefine(secondLevelIn(JOB_TYPES, 'primaryClassJob', 'secondClassJob', LABELS.secondClassJob));

export type GovSubscription = z.infer<typeof govSubscriptionSchema>;
export type SoftwareSubscription = z.infer<typeof softwareSubscriptionSchema>;
export type ManpowerSubscription = z.infer<typeof manpowerSubscriptionSchema>;
export type SubscriptionSettings = GovSubscription | SoftwareSubscription | ManpowerSubscription;

/** The schema of a save of `channel` (the body's own channel says which fields it must have). */
export function subscriptionSchemaOf(channel: Channel) {
  if (channel === CHANNEL.software) return softwareSubscriptionSchema;
  if (channel === CHANNEL.manpower) return manpowerSubscriptionSchema;
  return govSubscriptionSchema;
}

export const channelParamSchema = z.object({ channel: z.coerce.number().int().refine((c): c is Channel => [1, 2, 3, 4].includes(c), CHANNEL_MESSAGE) });

/**
 * The spec's jfId beside a subscription call's fields (001 §7): the server checks it against the
 * session and never uses it in the session's place.
 */
const jfIdField = z.object({ jfId: z.union([z.string().max(20), z.number()]).optional() });

/** checkEnterpriseOwner?jfId=&buId= (001 §4). */
export const ownerCheckSchema = jfIdField.extend({ buId: z.coerce.number().int().optional() });

/** querySubscriptionConfigInfo {channel, jfId}. */
export const savedSubscriptionQuerySchema = channelParamSchema.extend(jfIdField.shape);

/** A channel family's save: its own settings (the body's channel must be one of the family's) and jfId. */
export const govSaveSchema = z.intersection(govSubscriptionSchema, jfIdField);
export const softwareSaveSchema = z.intersection(softwareSubscriptionSchema, jfIdField);
export const manpowerSaveSchema = z.intersection(manpowerSubscriptionSchema, jfIdField);

/** addAttention (001 §7): orderId is a bid opportunity's code or an outsourcing demand's orderNo. */
export const followSchema = z.object({
  orderId: z.string().trim().min(1, '参数不正确').max(40, '参数不正确').regex(/^[A-Za-z0-9-]+$/, '参数不正确'),
  jfId: z.union([z.string(), z.number()]).optional(),
});
export type FollowInput = z.infer<typeof followSchema>;

// The list calls of 000 §7 over the opportunity lists (getRecommendDemandList, hrohallshowList,
// getNewGovList, getGovIntentionList): the filters and sort bar of /demandHall.html and /business.html,
// by the same keys their addresses use (lib/opportunities/list-params.ts).

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string({ error: message }).trim().max(max, message).optional());

const listCityCode = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: '城市编码应为 6 位数字' }).regex(/^\d{6}$/, '城市编码应为 6 位数字').optional(),
);

const keyOf = (ranges: readonly { key: string }[], message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ranges.map((r) => r.key) as [string, ...string[]], { error: message }).optional());

const listFields = (budgets: readonly BudgetRange[], defaultSize: number) => ({
  cityCode: listCityCode,
  budget: keyOf(budgets, '预算范围不正确'),
  time: keyOf(TIME_WINDOWS, '发布时间范围不正确'),
  sort: z.enum(SORT_TABS.map((t) => t.value), { error: '排序方式不正确' }).default(''),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).default('desc'),
  ...pageFields(defaultSize),
});

/** getRecommendDemandList (POST): the recommended open demands of a channel (1 software, 2 manpower). */
export const recommendDemandSchema = z.object({
  channel: z.coerce.number({ error: '需求类型不正确' }).pipe(z.union([z.literal(1), z.literal(2)], { error: '需求类型不正确' })).default(1),
  cityCode: listCityCode,
  ...pageFields(6),
});

/** hrohallshowList (POST): the manpower outsourcing hall (channel 2) with its job-type filters. */
export const hroHallSchema = z.object({
  ...listFields(DEMAND_BUDGETS, 12),
  category: optionalText(40, '岗位类别不正确'),
  subCategory: optionalText(40, '岗位类别不正确'),
});

/** getNewGovList (notices) and getGovIntentionList (intentions), POST: the tender list of /business.html. */
export const govListSchema = z.object({
  ...listFields(BID_BUDGETS, 10),
  direction: optionalText(40, '业务方向不正确'),
});

/** getNewGovInfo, getGovIntentionInfo (GET): one tender by its public code. */
export const opportunityCodeSchema = z.object({
  code: z.string({ error: '编号不能为空' }).trim().min(1, '编号不能为空').max(40, '编号不正确').regex(/^[A-Za-z0-9-]+$/, '编号不正确'),
});

/** workMarketInitData takes no input (a body's fields are ignored). */
export const workMarketSchema = z.object({});
