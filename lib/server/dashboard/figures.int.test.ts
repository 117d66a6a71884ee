import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordSearch } from '@/lib/server/analytics/searches';
import { getDb, queryRows } from '@/lib/server/db/client';
import { env } from '@/lib/env';
import { loginAs, newPhone } from '@/test/kits/account-routes';
import { dashboardFigures } from './figures';

// The console's dashboard counts (docs/features.md, Operator console "Dashboard"), on both drivers.
// Other files share the database: a count is compared with itself before, never with a fixed number.

const unique = () => `缺口${Math.random().toString(36).slice(2, 8)}`;

describe('the dashboard figures', () => {
  it('count a registration with its login and its SMS code today and this week, in the daily line', async () => {
    const before = await dashboardFigures();
    await loginAs(newPhone());
    const after = await dashboardFigures();
    for (const metric of ['registrations', 'logins'] as const) {
      expect(after.metrics[metric].today).toBeGreaterThanOrEqual(before.metrics[metric].today + 1);
      expect(after.metrics[metric].week).toBeGreaterThanOrEqual(after.metrics[metric].today);
      expect(after.metrics[metric].daily.at(-1)).toBe(after.metrics[metric].today);
    }
    expect(after.days).toHaveLength(14);
    const day = after.sms.find((w) => w.windowSec === 86_400)!;
    expect(day.budget).toBe(env.SMS_GLOBAL_PER_DAY);
    expect(day.sent).toBeGreaterThanOrEqual(before.sms.find((w) => w.windowSec === 86_400)!.sent + 1);
    expect(after.sms.find((w) => w.windowSec === 60)!.budget).toBe(env.SMS_GLOBAL_PER_MINUTE);
  });

  it('count the searches that found nothing as content gaps, listing the most searched first', async () => {
    const [often, once] = [unique(), unique()];
    const before = await dashboardFigures();
    for (let i = 0; i < 30; i++) recordSearch(undefined, 'business', often, false);
    recordSearch('500100', 'enterprise', once, false);
    recordSearch(undefined, 'business', '软件开发', true);
    const after = await dashboardFigures();
    expect(after.metrics.gaps.today).toBeGreaterThanOrEqual(before.metrics.gaps.today + 31);
    expect(after.metrics.searches.today).toBeGreaterThanOrEqual(before.metrics.searches.today + 32);
    expect(after.gaps.find((g) => g.term === often)?.searches).toBe(30);
    expect(after.gaps.findIndex((g) => g.term === often)).toBeLessThan(after.gaps.findIndex((g) => g.term === once) >>> 0);
  });

  it('show the waiting schemes and the job queues as the database holds them', async () => {
    const db = await getDb();
    const figures = await dashboardFigures();
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from supplier_scheme where status = 'submitted'`);
    expect(figures.schemes.waiting).toBe(Number(row!.n));
    if (figures.schemes.waiting > 0) expect(figures.schemes.oldestAt).toBeInstanceOf(Date);
    // The queue is installed by a server's start (and by the tests that start one): absent, it is null.
    if (figures.jobs) for (const q of figures.jobs) expect(q.waiting).toBeGreaterThanOrEqual(q.due);
  });
});
