import { z } from 'zod';
import { resultWindow, windowLimitText } from './window';
import { MAX_KEYWORD_LENGTH } from './terms';
import { labelsOf, sortsOf, type SearchType } from './labels';


const filterValue = z.string().trim().min(1, '筛选值不能为空').max(50, '筛选值过长');

/** searchByType (000 §7): the request of the combined search, validated against its type. */
export const searchByTypeSchema = z
  .object({
    type: z.coerce.number().pipe(z.union([z.literal(3), z.literal(1)], { error: '类型只能是 3（中标）或 1（供应商）' })),
    searchContent: z
      .string()
      .max(MAX_KEYWORD_LENGTH * 4, `关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字`)
      .optional()
      .default('')
      .transform((s) => s.trim())
      .pipe(z.string().max(MAX_KEYWORD_LENGTH, `关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字`)),
    pageNum: z.coerce.number().int('页码应为整数').min(1, '页码从 1 开始').default(1),
    pageSize: z.coerce.number().int('每页条数应为整数').min(1, '每页至少 1 条').max(100, '每页最多 100 条').default(9),
    sortBy: z.string().optional().default(''),
    // A legacy page sends order '' with the comprehensive order: an empty order is the default one.
    order: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['asc', 'desc'], { error: '排序方向只能是 asc 或 desc' }).optional().default('desc'),
    ),
    filter: z.record(z.string(), z.array(filterValue).max(20, '同一筛选项最多选择 20 个')).optional().default({}),
    cityName: z.string().trim().max(20).optional().default(''),
    provinceName: z.string().trim().max(20).optional().default(''),
  })
  .superRefine((v, ctx) => {
    const type = v.type as SearchType;
    if (v.sortBy && !sortsOf(type).includes(v.sortBy)) {
      ctx.addIssue({ code: 'custom', path: ['sortBy'], message: `不支持的排序字段：${v.sortBy.slice(0, 30)}` });
    }
    const labels: readonly string[] = labelsOf(type);
    for (const name of Object.keys(v.filter)) {
      if (!labels.includes(name)) {
        ctx.addIssue({ code: 'custom', path: ['filter'], message: `不支持的筛选项：${name.slice(0, 30)}` });
      }
    }
    if (v.pageNum * v.pageSize > resultWindow(v.sortBy)) {
      ctx.addIssue({ code: 'custom', path: ['pageNum'], message: windowLimitText(v.sortBy) });
    }
  });

export type SearchByTypeInput = z.infer<typeof searchByTypeSchema>;

/** searchInfo (000 §7, GET): what the search box offers before anything is typed, for a city when given. */
export const searchInfoSchema = z.object({
  cityCode: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().regex(/^\d{6}$/, '城市编码应为 6 位数字').optional(),
  ),
});

/** searchSuggest: what is typed in the header box so far (docs/search.md "Forgiving search"). */
export const searchSuggestSchema = z.object({
  keyword: z.string().trim().min(1, '请输入关键词').max(MAX_KEYWORD_LENGTH, `关键词不能超过 ${MAX_KEYWORD_LENGTH} 个字`),
});

/** One suggestion: the word, the same with the typed part in <em> (everything else escaped), its kind. */
export const searchSuggestionSchema = z.object({
  text: z.string(),
  html: z.string(),
  kind: z.enum(['search', 'title', 'purchaser', 'supplier']),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestAnswerSchema = z.object({ list: z.array(searchSuggestionSchema).max(10) });
