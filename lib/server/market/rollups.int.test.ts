import { Readable } from 'node:stream';
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, queryRows } from '@/lib/server/db/client';
import { winningBids } from '@/lib/server/db/schema';
import { fileChecksum, importFile } from '@/lib/server/imports';
import { buildOcdsSample } from '@/seed/ocds-sample';
import { checkRollups, ROLLUPS, rollupDifference, type RollupName } from './rollups';

// Every rollup equals its direct aggregate over the winning bids (docs/analytics.md): after the seed,
// after an import adds and corrects awards, after an update and a delete, on either driver.

const names = Object.keys(ROLLUPS) as RollupName[];
const none = Object.fromEntries(names.map((n) => [n, 0]));

async function awardsCounted() {
  const db = await getDb();
  const [row] = await queryRows<{ n: number; amount: string }>(db, sql`select coalesce(sum(award_count), 0)::int as n, coalesce(sum(amount_sum), 0)::text as amount from award_month where city_code <> ''`);
  return row!;
}

async function importSample(count: number, prefix: string) {
  const bytes = Buffer.from(buildOcdsSample(count).map((r) => JSON.stringify(r).replaceAll('ocds-jfsample', prefix)).join('\n'));
  const checksum = await fileChecksum(Readable.from([bytes]));
  return importFile(Readable.from([bytes]), { format: 'ocds', fileName: 'rollups', checksum, announce: async () => undefined, batchSize: 50 });
}

describe('award rollups', () => {
  it('match their direct aggregates after the seed', async () => {
    const db = await getDb();
    expect(await checkRollups(db, { fix: false })).toEqual(none);
    const [awards] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from winning_bid where bid_state = 1`);
    expect((await awardsCounted()).n).toBe(awards!.n);
    // The country level ('') holds every award once more.
    const [country] = await queryRows<{ n: number }>(db, sql`select sum(award_count)::int as n from award_month where city_code = ''`);
    expect(country!.n).toBe(awards!.n);
  });

  it('follow an import that adds and corrects awards, an update and a delete, in the same transaction', async () => {
    const db = await getDb();
    const before = await awardsCounted();
    const { report } = await importSample(200, 'ocds-rollup');
    expect(report.created).toBeGreaterThan(0);
    const after = await awardsCounted();
    expect(after.n).toBeGreaterThan(before.n);
    expect(await checkRollups(db, { fix: false })).toEqual(none);

    // A correction moves an award to another month and amount; a removal takes it out.
    const imported = db.select({ id: winningBids.id }).from(winningBids).where(like(winningBids.bidCode, 'ZBI%'));
    const [first] = await imported.limit(1);
    await db.update(winningBids).set({ amount: 123_456.78, publishTime: new Date('2021-02-03T04:00:00Z'), projectName: '运维服务项目' }).where(eq(winningBids.id, first!.id));
    expect(await checkRollups(db, { fix: false })).toEqual(none);
    await db.delete(winningBids).where(eq(winningBids.id, first!.id));
    expect(await checkRollups(db, { fix: false })).toEqual(none);
    expect((await awardsCounted()).n).toBe(after.n - 1);
  }, 120_000);

  it('the nightly check finds a drifted rollup and rewrites it from the winning bids', async () => {
    const db = await getDb();
    await db.execute(sql`update award_month set award_count = award_count + 5 where ctid = (select ctid from award_month limit 1)`);
    await db.execute(sql`delete from award_pair where ctid = (select ctid from award_pair limit 1)`);
    const found = await checkRollups(db, { fix: true });
    expect(found.award_month).toBe(2);
    expect(found.award_pair).toBe(1);
    for (const name of names) expect(await rollupDifference(db, name)).toBe(0);
  });
});
