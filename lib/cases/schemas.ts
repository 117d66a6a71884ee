import { z } from 'zod';
import { isIsoDate } from '@/lib/filter-panel/date-range';
import { MAX_KEYWORD_LENGTH } from '@/lib/search/terms';
import { CYCLE_KEYS, DEFAULT_TAB, pageSizeOf, type CaseOrder, type CaseTab, type CycleKey } from './filters';
import { parseTimeKey } from './time-range';
import type { CaseSource } from './types';

// Inputs of the case calls (000 §7) and of the case library's URL. The calls refuse bad input with a
// Chinese message; the page reads its URL leniently, every bad parameter falling back to its default.

/** Legacy clients send '' or null for "not set". */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

const keyword = z
  .string({ error: '关键字应为文本' })
  .trim()
  .max(MAX_KEYWORD_LENGTH, `关键字最多 ${MAX_KEYWORD_LENGTH} 个字`);
const cityCode = z.string({ error: '城市编码应为文本' }).regex(/^\d{6}$/, '城市编码应为 6 位数字');
const industryCode = z.string({ error: '行业编码应为文本' }).regex(/^[A-Za-z0-9]{1,20}$/, '行业编码不正确');
const isoDay = (what: string) =>
  z.string({ error: `${what}应为 YYYY-MM-DD` }).refine(isIsoDate, `${what}应为 YYYY-MM-DD 格式的有效日期`);
/** 0 or 1, sent as a number or as text. */
const zeroOrOne = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z.enum(['0', '1'], { error: message }).transform((v) => Number(v) as 0 | 1),
  );
const cycle = z.enum(CYCLE_KEYS, { error: '开发周期应为 0-3、3-6、6-12 或 12-' });

/** getIndustryCaseList (000 §7). pageStart is the page number from 1; pageSize defaults to the tab's. */
export const industryCaseListSchema = z
  .object({
    caseTitle: optional(keyword),
    cityCode: optional(cityCode),
    parentCode: optional(industryCode),
    start: optional(isoDay('开始日期')),
    end: optional(isoDay('结束日期')),
    pageStart: optional(z.coerce.number({ error: '页码应为数字' }).int('页码应为整数').min(1, '页码应从 1 开始')),
    pageSize: optional(
      z.coerce.number({ error: '每页条数应为数字' }).int('每页条数应为整数').min(1, '每页至少 1 条').max(100, '每页最多 100 条'),
    ),
    order: optional(zeroOrOne('排序方式应为 1（最新）或 0（最早）')),
    source: optional(zeroOrOne('案例来源应为 0（企业）或 1（政务）')),
    cycle: optional(cycle),
  })
  .refine((v) => !v.start || !v.end || v.start <= v.end, { error: '开始日期不能晚于结束日期', path: ['start'] })
  .transform((v) => {
    const source: CaseSource = v.source ?? 0;
    return { ...v, source, pageStart: v.pageStart ?? 1, pageSize: v.pageSize ?? pageSizeOf(source) };
  });

export type IndustryCaseListInput = z.output<typeof industryCaseListSchema>;

/** getBuCaseInfo (000 §7): the case's uuid secret and its source. */
export const buCaseInfoSchema = z.object({
  uuidSecret: z.string({ error: '请提供案例编号' }).trim().regex(/^[A-Za-z0-9_-]{1,64}$/, '案例编号不正确'),
  source: zeroOrOne('案例来源应为 0（企业）或 1（政务）'),
});

/** getSearchInfo (000 §7): nothing, or the industry filter's type. */
export const searchInfoSchema = z.object({
  type: optional(z.enum(['industry'], { error: '查询类型不正确' })),
});

// The case library's URL (/jfCase.html?tab=&caseTitle=&cityCode=&parentCode=&time=&cycle=&order=&page=).

/** A repeated query parameter counts once, by its first value. */
const firstValue = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const lenient = <T, F>(schema: z.ZodType<T, unknown>, fallback: F) =>
  z.preprocess(firstValue, schema as z.ZodType<T | F, unknown>).catch(fallback);

/** The library URL's cityCode for every city: on a city sub-site an absent one means the site's city. */
export const ALL_CITIES = 'all';

export interface CaseLibraryState {
  tab: CaseTab;
  caseTitle: string;
  /** A city's code, ALL_CITIES, or '' (every city on the main site, the site's city on a sub-site). */
  cityCode: string;
  parentCode: string;
  /** '' (any time), a preset such as '3', or 'range:a~b'. */
  time: string;
  /** Enterprise tab only. */
  cycle: CycleKey | '';
  /** Enterprise tab only; null is the recommended order. */
  order: CaseOrder | null;
  page: number;
}

export const caseLibraryParamsSchema: z.ZodType<CaseLibraryState, unknown> = z
  .object({
    tab: lenient(z.enum(['gov', 'ent']), DEFAULT_TAB),
    caseTitle: lenient(keyword, ''),
    cityCode: lenient(z.union([cityCode, z.literal(ALL_CITIES)]), ''),
    parentCode: lenient(industryCode, ''),
    time: lenient(z.string().refine((v) => parseTimeKey(v) !== null), ''),
    cycle: lenient(cycle, '' as const),
    order: lenient(zeroOrOne(''), null),
    page: lenient(z.coerce.number().int().min(1).max(100_000), 1),
  })
  .transform((s) => (s.tab === 'ent' ? s : { ...s, cycle: '' as const, order: null }));
