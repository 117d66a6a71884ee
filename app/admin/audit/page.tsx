import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditSearch } from '@/components/admin/audit-search';
import { AUDIT_PAGE_SIZE, auditFilterSchema } from '@/lib/operators/audit-filter';
import { auditTrail } from '@/lib/server/operators';
import { changedFields } from '@/lib/server/operators/describe';
import { pageOperator } from '@/lib/server/operators/gate';

// The audit trail's search and export (docs/features.md, Operator console "Audit trail"): administrators
// only; anyone else gets the ordinary 404. A plain GET form, so it works without JavaScript.
export const metadata: Metadata = { title: '操作记录', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: Props) {
  const operator = await pageOperator('admin');
  if (!operator) notFound();
  const params = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = auditFilterSchema.safeParse(params);
  if (!parsed.success) return <AuditSearch filter={{}} values={params} error={parsed.error.issues[0]?.message ?? '查询条件不正确'} lines={[]} nextBefore={null} />;
  const rows = await auditTrail({ ...parsed.data, limit: AUDIT_PAGE_SIZE + 1 });
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return (
    <AuditSearch
      filter={parsed.data}
      values={params}
      error={null}
      lines={page.map((r) => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, recordType: r.recordType, recordId: r.recordId, changes: changedFields(r.before, r.after) }))}
      nextBefore={rows.length > AUDIT_PAGE_SIZE ? page.at(-1)!.id : null}
    />
  );
}
