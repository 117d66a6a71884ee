import { z } from 'zod';
import { pageFields } from '@/lib/api/paging';

// Inputs of the supplier calls (000 §7). The spec leaves the sub-list payload unshown; it is
// { compCode, pageStart (page number from 1), pageSize (1-50) }.

/** A supplier's public code (compCode), as every supplier call takes it. */
export const compCode = z
  .string({ error: '请提供企业编码' })
  .trim()
  .min(1, '请提供企业编码')
  .max(64, '企业编码不正确');

/** Sub-list pages hold this many rows unless the caller asks for another size. */
export const SUPPLIER_LIST_PAGE_SIZE = 10;

/** queryCompBaseInfoByCompCode: a supplier's base information. */
export const compBaseInfoQuerySchema = z.object({ compCode });

/** compCaseList, compSolutionList, compCertificateList, compPatentList: one page of a sub-list. */
export const compListSchema = z.object({ compCode, ...pageFields(SUPPLIER_LIST_PAGE_SIZE) });

export type CompListInput = z.output<typeof compListSchema>;
