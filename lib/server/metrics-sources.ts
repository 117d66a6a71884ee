import 'server-only';
import { env } from '@/lib/env';
import { setMetricSource, type JobQueueUse } from '@/lib/metrics.mjs';
import { openSocketCount } from '@/lib/server/chat';
import { getDbHandle } from '@/lib/server/db/client';
import { JOBS } from '@/lib/server/jobs/jobs';
import { budgetUse } from '@/lib/server/sms';

// What a scrape of /metrics reads besides the counters (lib/metrics.mjs, docs/operations.md "Metrics"):
// named once from instrumentation.ts, read only when the scraper asks.

/**
 * Waiting jobs by name (created, or failed and due to retry) and how long the oldest due one has waited
 * past its start: one read of pg-boss's job table, by its (name, state) index.
 */
const JOB_QUEUE = `select name, count(*)::int as depth,
    coalesce(extract(epoch from now() - min(start_after) filter (where start_after <= now())), 0)::float8 as age
  from pgboss.job where state in ('created', 'retry') group by name`;

async function jobQueueUse(): Promise<JobQueueUse[]> {
  const { rows } = await (await getDbHandle()).executeSql(JOB_QUEUE);
  const found = new Map((rows as { name: string; depth: number; age: number }[]).map((r) => [r.name, r]));
  return JOBS.map(({ name }) => ({ job: name, depth: Number(found.get(name)?.depth ?? 0), ageSec: Number(found.get(name)?.age ?? 0) }));
}

export function registerMetricSources(): void {
  setMetricSource('dbPools', async () => (await getDbHandle()).poolUse());
  setMetricSource('replicas', async () => (await getDbHandle()).replicaLags());
  setMetricSource('jobs', jobQueueUse);
  setMetricSource('smsBudget', budgetUse);
  setMetricSource('mailRate', () => env.MAIL_RATE_PER_SEC);
  setMetricSource('chatSockets', openSocketCount);
}
