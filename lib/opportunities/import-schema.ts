import { z } from 'zod';
import { BUSINESS_DIRECTIONS, PURCHASE_UNITS } from './options';

// One government tender opportunity as an operator imports it from a tender feed (001 §3 Bid card): the
// fields of the bid card (001 §3) plus what subscriptions match on, in the options' codes.

const codeOf = (list: readonly { code: string }[], what: string) => z.enum(list.map((o) => o.code) as [string, ...string[]], { error: `${what}不正确` });
const time = z.coerce.date({ error: '时间格式不正确' });

export const bidImportSchema = z.object({
  code: z.string().trim().regex(/^[A-Za-z0-9-]{4,40}$/, '商机编号不正确'),
  type: z.union([z.literal(1), z.literal(2)], { error: '类型应为 1（采购意向）或 2（采购公告）' }),
  bidSource: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '来源应为 1、2 或 3' }),
  projectName: z.string().trim().min(4).max(120),
  projectNumber: z.string().trim().min(1).max(60),
  purchaserName: z.string().trim().min(2).max(80),
  purchaseUnit: codeOf(PURCHASE_UNITS, '采购单位'),
  businessDirection: codeOf(BUSINESS_DIRECTIONS, '业务方向'),
  cityCode: z.string().regex(/^\d{6}$/, '城市编码不正确'),
  /** Type 2 in yuan, type 1 in 万 (001 §9). */
  budgetAmount: z.number().nonnegative().max(1e12).nullable().default(null),
  publishTime: time,
  biddingDateFrom: time.nullable().default(null),
  bidDeadline: time.nullable().default(null),
  tags: z.array(z.object({ name: z.string().trim().min(1).max(12), type: z.enum(['primary', 'success', 'info']) })).max(5).default([]),
  recommend: z.boolean().default(false),
  content: z.string().trim().min(1).max(20_000),
});

export type BidImport = z.infer<typeof bidImportSchema>;
export const bidImportFileSchema = z.array(bidImportSchema).min(1).max(10_000);
