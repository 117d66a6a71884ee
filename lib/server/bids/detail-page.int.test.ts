import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE } from '@/lib/bids/schemas';
import { getDb } from '@/lib/server/db/client';
import { winningBids } from '@/lib/server/db/schema';
import { getBidPageLists } from './detail-page';
import { getBidById } from './service';

describe('getBidPageLists', () => {
  it('pages the purchaser history by 5 and clamps a page past the end to the last one', async () => {
    const db = await getDb();
    const [top] = await db
      .select({ purchaseCode: winningBids.purchaseCode, n: count() })
      .from(winningBids)
      .groupBy(winningBids.purchaseCode)
      .orderBy(desc(count()))
      .limit(1);
    const [row] = await db
      .select({ id: winningBids.id })
      .from(winningBids)
      .where(eq(winningBids.purchaseCode, top!.purchaseCode))
      .limit(1);
    const bid = (await getBidById(row!.id))!;
    const first = await getBidPageLists(bid, 1);
    expect(first.history.total).toBe(top!.n - 1);
    expect(first.history.list).toHaveLength(Math.min(HISTORY_PAGE_SIZE, top!.n - 1));
    expect(first.history.page).toBe(1);
    expect(first.recommended.length).toBeGreaterThan(0);
    const last = Math.max(1, Math.ceil((top!.n - 1) / HISTORY_PAGE_SIZE));
    const beyond = await getBidPageLists(bid, 999);
    expect(beyond.history.page).toBe(last);
    expect(beyond.history.list.length).toBeGreaterThan(0);
  });
});
