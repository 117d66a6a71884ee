import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { contactOwners, identities, solutions, suppliers, users } from '@/lib/server/db/schema';
import { PLATFORM_OWNER_KEY, supplierOwnerKey } from '@/lib/contact/rules';

// Who answers chat and phone (001 §2 Side bar): the platform's customer-service account, and one demo
// merchant: 王立 (13800000003, README) answers for the first supplier that offers solutions (the
// lowest id: /search-supplierdetail.html?id=1 in the demo data), so a buyer on its pages reaches a
// person who can log in and reply. Idempotent: rows that exist
// are left as they are.

/** The platform's customer service: logs in like anyone (phone + SMS code) and answers /chatRT.html?type=2. */
export const PLATFORM_SERVICE_ACCOUNT = { mobile: '13800000009', userName: '云采汇在线客服' } as const;
const DEMO_MERCHANT_MOBILE = '13800000003';

async function ensureServiceAccount(db: Db): Promise<number> {
  const [created] = await db.insert(users).values(PLATFORM_SERVICE_ACCOUNT).onConflictDoNothing().returning({ id: users.id });
  if (created) {
    await db.insert(identities).values({ userId: created.id, buId: 0, buName: PLATFORM_SERVICE_ACCOUNT.userName, buType: 0, role: 'member' });
    return created.id;
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, PLATFORM_SERVICE_ACCOUNT.mobile));
  return existing!.id;
}

export async function ensureContactOwners(db: Db): Promise<void> {
  const serviceId = await ensureServiceAccount(db);
  await db.insert(contactOwners).values({ ownerKey: PLATFORM_OWNER_KEY, userId: serviceId, displayName: '平台客服' }).onConflictDoNothing();
  const [merchant] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MERCHANT_MOBILE));
  const [first] = await db
    .select({ supplierId: solutions.supplierId, name: suppliers.compName })
    .from(solutions)
    .innerJoin(suppliers, eq(suppliers.id, solutions.supplierId))
    .orderBy(asc(solutions.supplierId))
    .limit(1);
  if (!merchant || !first) return;
  // A merchant already named for some supplier keeps it; otherwise it answers for this one.
  const [mapped] = await db.select({ n: sql<number>`1` }).from(contactOwners).where(eq(contactOwners.userId, merchant.id)).limit(1);
  if (mapped) return;
  await db.insert(contactOwners).values({ ownerKey: supplierOwnerKey(first.supplierId), userId: merchant.id, displayName: first.name }).onConflictDoNothing();
}
