import { z } from 'zod';
import { EXPORT_FORMATS, EXPORT_LISTS } from './types';

/**
 * exportList: which list, in which format, and the page's own query string (its filters, order and tab
 * as the URL carries them). The server reads the query with the page's own parser, so the file holds
 * exactly what the page lists; the page number is ignored (the file starts at the first result).
 */
export const exportListSchema = z.object({
  list: z.enum(EXPORT_LISTS, { error: '不支持导出该列表' }),
  format: z.enum(EXPORT_FORMATS, { error: '导出格式只能是 xlsx 或 csv' }).default('xlsx'),
  query: z.string().max(2000, '筛选条件过长').default(''),
});
export type ExportListInput = z.infer<typeof exportListSchema>;
