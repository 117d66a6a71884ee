// Integration tests only: one winning-bid record with a given title (and any other field given), and its removal.
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { winningBids } from '@/lib/server/db/schema';

export async function insertTestBid(projectName: string, tag: string, over: Partial<typeof winningBids.$inferInsert> = {}): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(winningBids)
    .values({
      bidCode: `${tag}-${process.pid}-${Date.now()}`,
      projectName,
      projectNumber: `${tag}-1`,
      bidState: 1,
      cityCode: '500100',
      cityName: '重庆',
      provinceName: '重庆市',
      purchaserType: '政府机关',
      purchaser: '测试单位',
      purchaseCode: `${tag}-P`,
      purchaseWay: '询价',
      serviceTrade: '政务',
      bidComp: '测试公司',
      amount: 100,
      publishTime: new Date('2026-01-01T00:00:00Z'),
      content: '测试',
      ...over,
    })
    .returning({ id: winningBids.id });
  return row!.id;
}

export async function deleteTestBids(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db.execute(sql`delete from winning_bid where id = any(${sql.param(ids)}::int[])`);
}
