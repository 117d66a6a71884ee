import 'server-only';
import { AUDIT_EXPORT_MAX, type AuditFilter } from '@/lib/operators/audit-filter';
import { toCsv } from '@/lib/format/csv';
import { formatDateTime } from '@/lib/format/date';
import { getDb } from '@/lib/server/db/client';
import { audit, auditTrail, type Actor } from './audit';
import { describeChange } from './describe';

// The audit trail as a CSV file (docs/features.md, Operator console "Audit trail"): the page's filter,
// newest first, read a thousand at a time down the ids as the page pages, at most AUDIT_EXPORT_MAX.

const BATCH = 1000;
const HEADER = ['编号', '时间', '操作人', '操作', '对象类型', '对象编号', '变更', '变更前', '变更后'];

export async function exportAuditCsv(actor: Actor, filter: AuditFilter): Promise<{ csv: string; entries: number }> {
  const rows: (string | number)[][] = [];
  let before = filter.before;
  while (rows.length < AUDIT_EXPORT_MAX) {
    const page = await auditTrail({ ...filter, before, limit: Math.min(BATCH, AUDIT_EXPORT_MAX - rows.length) });
    for (const e of page) {
      rows.push([e.id, formatDateTime(e.at, { seconds: true }), e.actor, e.action, e.recordType, e.recordId, describeChange(e.before, e.after), JSON.stringify(e.before), JSON.stringify(e.after)]);
    }
    if (page.length < BATCH) break;
    before = page.at(-1)!.id;
  }
  // Who took a copy of the trail, and of which part, is itself on the trail.
  await audit(await getDb(), actor, { action: 'audit.export', recordType: 'audit_log', recordId: '-', after: { ...filter, before: undefined, entries: rows.length } });
  return { csv: toCsv(HEADER, rows), entries: rows.length };
}
