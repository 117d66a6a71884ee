// Integration tests only: one winning-bid record with a given title (and any other field given), and its removal; a new supplier likewise.
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { suppliers, winningBids } from '@/lib/server/db/schema';

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

/**
 * A supplier new to the portal, as an import makes one (a copy of the first seeded supplier with its
 * own code, name and city); returns its id and compCode.
 */
export async function insertTestSupplier(compName: string, over: Partial<typeof suppliers.$inferInsert> = {}): Promise<{ id: number; code: string }> {
  const db = await getDb();
  const [model] = await db.select().from(suppliers).orderBy(suppliers.id).limit(1);
  // The id comes from the sequence, the search vector from the row: neither is copied.
  const rest: Partial<typeof model> = { ...model! };
  delete rest.id;
  delete rest.searchVec;
  const code = `CT${process.pid}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const [row] = await db
    .insert(suppliers)
    .values({ ...(rest as typeof suppliers.$inferInsert), ...over, compCode: code, compName })
    .returning({ id: suppliers.id });
  return { id: row!.id, code };
}

export async function deleteTestSuppliers(ids: number[]): Promise<void> {
  const db = await getDb();
  await db.delete(suppliers).where(inArray(suppliers.id, ids));
}
