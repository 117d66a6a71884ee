import { z } from 'zod';
import { MAX_NEWS_PAGE, NEWS_TYPE_ID, ORDER_NEWEST } from './options';

// Inputs of the article calls (002 §7 Articles) and the pages' query. Legacy clients send '' or null
// for "not set"; every refusal is a 400 with a Chinese message.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const int = (what: string, min: number, max: number) =>
  z.coerce.number({ error: `${what}应为数字` }).int(`${what}应为整数`).min(min, `${what}最小为 ${min}`).max(max, `${what}最大为 ${max}`);

export const labelCodeSchema = z.string({ error: '栏目编码应为文本' }).regex(/^[A-Za-z0-9_]{1,20}$/, '栏目编码不正确');
const typeId = z.preprocess(blankToUndefined, z.coerce.number().refine((n) => n === NEWS_TYPE_ID, `资讯类型应为 ${NEWS_TYPE_ID}`).optional());

/** Information list: typeId 9, topFlag, pageStart, pageSize 10, orderMode 0001, relatedLabel, channlid. */
export const informationListSchema = z
  .object({
    typeId,
    topFlag: optional(z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v), z.boolean({ error: 'topFlag 应为布尔值' }))),
    pageStart: optional(int('页码', 1, MAX_NEWS_PAGE)),
    pageSize: optional(int('每页条数', 1, 50)),
    orderMode: optional(z.literal(ORDER_NEWEST, { error: `排序方式应为 ${ORDER_NEWEST}` })),
    relatedLabel: optional(labelCodeSchema),
    channlid: optional(z.union([z.string().max(40), z.number()], { error: '频道编号不正确' })),
  })
  .transform((v) => ({ topFlag: v.topFlag, relatedLabel: v.relatedLabel, pageStart: v.pageStart ?? 1, pageSize: v.pageSize ?? 10 }));
export type InformationListInput = z.infer<typeof informationListSchema>;

/** Hot list and recommended columns: typeId 9 and how many. */
export const topListSchema = (max: number) =>
  z.object({ typeId, pageSize: optional(int('条数', 1, max)) }).transform((v) => ({ pageSize: v.pageSize ?? max }));

/** The pages' query: a page number, the column of /articleList.html, the article id of the reader. */
export const pageNumberOf = (v: unknown) => {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= 1 && n <= MAX_NEWS_PAGE ? n : 1;
};
export const articleIdOf = (v: unknown): number | null => {
  const s = String(Array.isArray(v) ? v[0] : (v ?? ''));
  return /^[1-9]\d{0,8}$/.test(s) ? Number(s) : null;
};
export const labelCodeOf = (v: unknown): string | null => {
  const parsed = labelCodeSchema.safeParse(Array.isArray(v) ? v[0] : v);
  return parsed.success ? parsed.data : null;
};
