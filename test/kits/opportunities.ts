import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { identities, users } from '@/lib/server/db/schema';
import { loginAs, newPhone } from './account-routes';

// Subscribers for the opportunity tests: a user logged in as the owner of an enterprise identity (the
// registration that makes one is a later issue's), or as a plain personal user.

export interface TestUser {
  cookie: string;
  userId: number;
  buId: number;
}

let nextBuId = 700_000 + Math.floor(Math.random() * 50_000);

/** A fresh user acting as the owner (role 'owner', buType 1) of a new enterprise, or as a member of one. */
export async function enterpriseUser(role: 'owner' | 'member' = 'owner'): Promise<TestUser> {
  const phone = newPhone();
  await loginAs(phone);
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  const buId = nextBuId++;
  await db.insert(identities).values({ userId: user!.id, buId, buName: `测试科技有限公司${buId}`, buType: 1, role });
  await db.update(users).set({ currentBuId: buId }).where(eq(users.id, user!.id));
  return { cookie: await loginAs(phone), userId: user!.id, buId };
}
