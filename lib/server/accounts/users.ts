import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { identities, users } from '@/lib/server/db/schema';

export type UserRow = typeof users.$inferSelect;

/** A new account's name: 用户 and the phone's last four digits, as the portal greets it. */
export function defaultUserName(phone: string): string {
  return `用户${phone.slice(-4)}`;
}

export async function getUser(userId: number): Promise<UserRow | null> {
  const db = await getDb();
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The account of `phone`, created on first use with its personal identity (buId 0, buType 0, named
 * like the user, role member). Concurrent first logins of one phone meet at the unique mobile index:
 * the second insert does nothing and reads the first one's account.
 */
export async function findOrCreateUser(phone: string): Promise<{ user: UserRow; created: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const userName = defaultUserName(phone);
    const [inserted] = await tx.insert(users).values({ mobile: phone, userName }).onConflictDoNothing().returning();
    if (inserted) {
      await tx.insert(identities).values({ userId: inserted.id, buId: 0, buName: userName, buType: 0, role: 'member' });
      return { user: inserted, created: true };
    }
    const [existing] = await tx.select().from(users).where(eq(users.mobile, phone));
    if (!existing) throw new Error(`app_user for ${phone.slice(0, 3)}**** vanished during login`);
    return { user: existing, created: false };
  });
}
