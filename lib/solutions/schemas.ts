import { z } from 'zod';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';
import { ALL_CATEGORY } from './categories';
import { PRICE_FLAG, TOTAL_CAP } from './options';

// Inputs of the solutions calls (001 §7). Legacy clients send '' or null for "not set"; every refusal
// is a 400 with a Chinese message, before any query runs.

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const keyword = z.string({ error: '关键字应为文本' }).trim().max(MAX_KEYWORD_LENGTH, `关键字最多 ${MAX_KEYWORD_LENGTH} 个字`);
export const categoryCodeSchema = z.string({ error: '分类编码应为文本' }).regex(/^[A-Za-z0-9]{1,20}$/, '分类编码不正确');
/** 全部 is the same as no category. */
const category = z.preprocess((v) => (v === ALL_CATEGORY ? undefined : blankToUndefined(v)), categoryCodeSchema.optional());
const int = (what: string, min: number, max: number) =>
  z.coerce.number({ error: `${what}应为数字` }).int(`${what}应为整数`).min(min, `${what}最小为 ${min}`).max(max, `${what}最大为 ${max}`);
const oneOrTwo = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(1), z.literal(2)], { error: message }));
/** A price bound in 万, as the list shows prices. */
const wan = (what: string) => z.coerce.number({ error: `${what}应为数字` }).min(0, `${what}不能为负数`).max(1_000_000, `${what}最大为 1000000 万`);

/** serviceList (001 §3 list request). pageStart is the page number from 1. */
export const serviceListSchema = z
  .object({
    pageStart: optional(int('页码', 1, TOTAL_CAP)),
    pageSize: optional(int('每页条数', 1, 50)),
    serviceName: optional(keyword),
    firstCategoryId: category,
    secondCategoryId: category,
    originTag: optional(oneOrTwo('方案来源应为 1（平台方案）或 2（平台优选）')),
    servicePriceStart: optional(wan('最低价格')),
    servicePriceEnd: optional(wan('最高价格')),
    priceFlag: optional(oneOrTwo('价格类型应为 1（全部）或 2（面议）')),
    sortRule: optional(oneOrTwo('排序方式应为 1（价格升序）或 2（价格降序）')),
  })
  .transform((v) => ({ ...v, pageStart: v.pageStart ?? 1, pageSize: v.pageSize ?? 10, priceFlag: v.priceFlag ?? PRICE_FLAG.all }))
  .refine((v) => v.servicePriceStart === undefined || v.servicePriceEnd === undefined || v.servicePriceStart <= v.servicePriceEnd, {
    error: '最低价格不能高于最高价格',
    path: ['servicePriceStart'],
  })
  .refine((v) => v.pageStart * v.pageSize <= TOTAL_CAP, { error: `最多浏览前 ${TOTAL_CAP} 条结果`, path: ['pageStart'] })
  .refine((v) => !v.secondCategoryId || v.firstCategoryId, { error: '请先选择一级分类', path: ['secondCategoryId'] });

export type ServiceListInput = z.output<typeof serviceListSchema>;

/** categoryList: no parent is the first level. */
export const categoryListSchema = z.object({ parentCode: category });

/**
 * detail: the card's originIdSec (`id` as the solution-detail page calls it) and, optionally, its
 * originSource, which must then match.
 */
export const detailSchema = z
  .object({
    originIdSec: optional(z.string({ error: '方案编号应为文本' }).regex(/^[0-9a-f]{32}$/, '方案编号不正确')),
    id: optional(z.string({ error: '方案编号应为文本' }).regex(/^[0-9a-f]{32}$/, '方案编号不正确')),
    originSource: optional(int('方案来源', 1, 9)),
  })
  .refine((v) => v.originIdSec || v.id, { error: '请提供方案编号', path: ['originIdSec'] })
  .transform((v) => ({ originIdSec: (v.originIdSec ?? v.id)!, originSource: v.originSource }));

/** getServiceSearch: solution names for the search box's suggestions. */
export const serviceSearchSchema = z.object({
  serviceName: z.preprocess(
    blankToUndefined,
    z.string({ error: '请输入关键字' }).trim().min(1, '请输入关键字').max(MAX_KEYWORD_LENGTH, `关键字最多 ${MAX_KEYWORD_LENGTH} 个字`),
  ),
  pageSize: optional(int('条数', 1, 20)),
});
