import { exportAuditCall } from '@/lib/operators/contracts';
import { exportAuditCsv } from '@/lib/server/operators/audit-export';
import { adminFileRoute } from '@/lib/server/operators/route';
import { chinaDay } from '@/lib/format/date';

// The audit trail as CSV (docs/features.md, Operator console "Audit trail"): administrators only, the
// console's door first (anyone else gets the 404 of an address that names no call).
export const GET = adminFileRoute(exportAuditCall, async (filter, { operator }) => {
  const { csv } = await exportAuditCsv(operator.actor, filter);
  const name = `操作记录-${chinaDay(new Date())}.csv`;
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="audit-${chinaDay(new Date())}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  });
});
