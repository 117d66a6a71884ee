import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { tableStats } from './term-stats';

// The term statistics are kept a few minutes per process; expired ones keep answering while newer ones
// are read, so no search waits for pg_stats.

describe('tableStats', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers with the numbers it has while it reads newer ones after they expire', async () => {
    const db = await getDb();
    // A table no other test reads, so the first call here is its first load.
    await db.execute(sql`analyze purchaser`);
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = tableStats(db, 'purchaser');
    expect(tableStats(db, 'purchaser')).toBe(first);
    const before = await first;
    expect(before.rows).toBeGreaterThan(0);

    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    // Expired: the same numbers at once, the renewal running behind them.
    expect(tableStats(db, 'purchaser')).toBe(first);
    await vi.waitFor(() => expect(tableStats(db, 'purchaser')).not.toBe(first));
    const renewed = await tableStats(db, 'purchaser');
    expect(renewed.rows).toBe(before.rows);
    // Fresh again: kept.
    expect(tableStats(db, 'purchaser')).toBe(tableStats(db, 'purchaser'));
  });
});
