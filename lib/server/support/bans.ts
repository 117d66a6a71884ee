import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_STATUS, type AccountStatus } from '@/lib/accounts/status';
import { getDb, type Db } from '@/lib/server/db/client';
import { accountBans, userMessages, userSessions, users } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';

// Bans (docs/features.md, Operator console: Support). A ban is the account status 6 (违规封禁, 001 §6),
// the mechanism `npm run account:status` already uses: the login refuses it with its own message. Every
// session of the user is revoked in the ban's transaction: each request checks its session's row in the
// one database, so the user's next page or call, on any app process, is a visitor's.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The status a ban sets. */
export const BANNED: AccountStatus = 6;

export interface BanState {
  reason: string;
  bannedAt: Date;
  bannedBy: string | null;
}

/** The user's ban, if banned. */
export async function banOf(userId: number): Promise<BanState | null> {
  const db = await getDb();
  const [row] = await db
    .select({ reason: accountBans.reason, bannedAt: accountBans.bannedAt, bannedBy: users.mobile })
    .from(accountBans)
    .leftJoin(users, eq(users.id, accountBans.bannedBy))
    .where(eq(accountBans.userId, userId));
  return row ?? null;
}

/**
 * Bans the user inside `tx`: status 6, every session ended, the reason kept, an audit entry. 'missing'
 * for no such user, 'already' when banned before (nothing changes), 'self' for an operator banning
 * themselves (they would lock the console's door on their own session).
 */
export async function banInTx(tx: Tx, actor: Actor, userId: number, reason: string): Promise<'banned' | 'missing' | 'already' | 'self'> {
  if (actor.operatorId === userId) return 'self';
  const [user] = await tx.select({ status: users.accountStat, mobile: users.mobile }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) return 'missing';
  if (user.status === BANNED) return 'already';
  await tx.update(users).set({ accountStat: BANNED }).where(eq(users.id, userId));
  const ban = { reason, bannedBy: actor.operatorId, bannedAt: new Date(), previousStatus: user.status };
  await tx.insert(accountBans).values({ userId, ...ban }).onConflictDoUpdate({ target: accountBans.userId, set: ban });
  const ended = await tx
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  await audit(tx, actor, {
    action: 'user.ban',
    recordType: 'user',
    recordId: userId,
    before: { accountStat: user.status, status: ACCOUNT_STATUS[user.status as AccountStatus] ?? String(user.status) },
    after: { accountStat: BANNED, status: ACCOUNT_STATUS[BANNED], reason, sessionsEnded: ended.length },
  });
  return 'banned';
}

/** Bans the user in a transaction of its own (the users page). */
export async function banUser(actor: Actor, userId: number, reason: string) {
  const db = await getDb();
  return db.transaction((tx) => banInTx(tx, actor, userId, reason));
}

/**
 * Lifts the user's ban: the status they had before it comes back, the reason for lifting goes to the
 * trail and to the user's inbox. 'missing' for no such user, 'not-banned' when nothing was banned.
 */
export async function unbanUser(actor: Actor, userId: number, reason: string): Promise<'unbanned' | 'missing' | 'not-banned'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ status: users.accountStat }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return 'missing';
    if (user.status !== BANNED) return 'not-banned';
    // A status 6 set from the command line has no row: the account comes back as normal.
    const [ban] = await tx.delete(accountBans).where(eq(accountBans.userId, userId)).returning();
    const restored = ban && ban.previousStatus !== BANNED ? ban.previousStatus : 0;
    await tx.update(users).set({ accountStat: restored }).where(eq(users.id, userId));
    await tx.insert(userMessages).values({ userId, kind: 'sys', title: '您的账号已解除封禁', body: reason, link: null });
    await audit(tx, actor, {
      action: 'user.unban',
      recordType: 'user',
      recordId: userId,
      before: { accountStat: BANNED, status: ACCOUNT_STATUS[BANNED], reason: ban?.reason ?? null },
      after: { accountStat: restored, status: ACCOUNT_STATUS[restored as AccountStatus] ?? String(restored), unbanReason: reason },
    });
    return 'unbanned';
  });
}
