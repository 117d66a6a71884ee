import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { identities, users } from '@/lib/server/db/schema';
import type { LoginMenuItem } from '@/lib/session/types';

/**
 * The login menu (000 §3, 001 §3): the personal identity first, then enterprises, then teams. The
 * order matters: the identity selector shows only when the first entry is personal (002 §2).
 */
export async function listIdentities(userId: number): Promise<LoginMenuItem[]> {
  const db = await getDb();
  return db
    .select({ buId: identities.buId, buName: identities.buName, butype: identities.buType, role: identities.role })
    .from(identities)
    .where(eq(identities.userId, userId))
    .orderBy(asc(identities.buType), asc(identities.id));
}

/** The identity of `menu` to act as: `buId` when it is one of them, else the first (personal) one. */
export function currentIdentity(menu: readonly LoginMenuItem[], buId: number): LoginMenuItem | undefined {
  return menu.find((m) => m.buId === buId) ?? menu[0];
}

/**
 * Makes `buId` the user's current identity (kept for the next login too). Only one of the user's own
 * identities is accepted: false, and nothing changes, for any other buId.
 */
export async function switchIdentity(userId: number, buId: number): Promise<boolean> {
  const db = await getDb();
  const [own] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(and(eq(identities.userId, userId), eq(identities.buId, buId)));
  if (!own) return false;
  await db.update(users).set({ currentBuId: buId }).where(eq(users.id, userId));
  return true;
}
