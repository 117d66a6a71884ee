import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleHome } from '@/components/admin/console-home';
import { auditTrail, listOperators } from '@/lib/server/operators';
import { describeChange } from '@/lib/server/operators/describe';
import { pageOperator } from '@/lib/server/operators/gate';
import { waitingSchemeCount } from '@/lib/server/schemes/review-queue';
import { waitingActivationCount } from '@/lib/server/activation/review-queue';
import { openSupportCounts } from '@/lib/server/support/counts';

// The operator console (docs/features.md, Operator console): operators only; anyone else gets the
// ordinary 404, so the console is not advertised. Never indexed, never in a sitemap, never cached
// (server/page-cache.mjs leaves /admin alone).
export const metadata: Metadata = { title: '运营后台', robots: { index: false, follow: false } };

export default async function AdminPage() {
  const operator = await pageOperator();
  if (!operator) notFound();
  const reviews = operator.roles.includes('admin') || operator.roles.includes('reviewer');
  const supports = operator.roles.includes('admin') || operator.roles.includes('support');
  const [operators, trail, waitingSchemes, waitingActivations, supportDesk] = await Promise.all([
    operator.roles.includes('admin') ? listOperators() : null,
    auditTrail({ limit: 50 }),
    reviews ? waitingSchemeCount() : null,
    reviews ? waitingActivationCount() : null,
    supports ? openSupportCounts() : null,
  ]);
  return (
    <ConsoleHome
      userName={operator.userName}
      roles={operator.roles}
      operators={operators}
      waitingSchemes={waitingSchemes}
      waitingActivations={waitingActivations}
      supportDesk={supportDesk}
      audit={trail.map((row) => ({ id: row.id, at: row.at, actor: row.actor, action: row.action, recordType: row.recordType, recordId: row.recordId, change: describeChange(row.before, row.after) }))}
    />
  );
}
