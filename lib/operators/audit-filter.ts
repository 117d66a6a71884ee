import { z } from 'zod';

// The audit trail's search (docs/features.md, Operator console "Audit trail"): the page's form and the
// export take the same fields from the address, so an export holds exactly the trail the page lists.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what}最多 ${max} 个字符`)
    .optional()
    .transform((v) => v || undefined);

const day = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || (DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), `${what}应为日期（年-月-日）`);

export const auditFilterSchema = z
  .object({
    /** The operator as the trail names them: a phone, or cli:<os user>. */
    actor: text(64, '操作人'),
    action: text(64, '操作'),
    recordType: text(32, '对象类型'),
    recordId: text(64, '对象编号'),
    /** China days, both included. */
    from: day('开始日期'),
    to: day('结束日期'),
    /** The last id of the previous page (keyset: newest first). */
    before: z.coerce.number({ error: '页码不正确' }).int('页码不正确').positive('页码不正确').max(Number.MAX_SAFE_INTEGER, '页码不正确').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: '开始日期不能晚于结束日期', path: ['to'] });

export type AuditFilter = Partial<z.output<typeof auditFilterSchema>>;

/** A page of the trail. */
export const AUDIT_PAGE_SIZE = 50;
/** An export holds at most this many entries, newest first: a narrower filter gets older ones. */
export const AUDIT_EXPORT_MAX = 10_000;

/** The address's query for a filter (empty fields left out), for the next page's link and the export. */
export function auditQuery(filter: AuditFilter, extra: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, before: undefined, ...extra })) if (value !== undefined && value !== '') params.set(key, String(value));
  const query = params.toString();
  return query ? `?${query}` : '';
}
