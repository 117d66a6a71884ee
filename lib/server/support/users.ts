import 'server-only';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog, identities, rateEvents, smsCodes, userSessions, users } from '@/lib/server/db/schema';
import { audit, type Actor } from '@/lib/server/operators';
import { smsKeys } from '@/lib/server/sms';
import { banOf, type BanState } from './bans';
import { feedbackOf, type FeedbackLine } from './feedback';

// The users page of the console (docs/features.md, Operator console: Support): find an account by phone,
// name or company; read its identities, sessions, recent activity and SMS sends; clear a phone's SMS
// limits. Analytics events name nobody (lib/server/analytics/schema.ts), so a user's activity is what
// the portal keeps of them by name: the trail's entries about them and the feedback they sent.

export interface UserLine {
  id: number;
  mobile: string;
  userName: string;
  accountStat: number;
  createdAt: Date;
  companies: string[];
}

const SEARCH_LIMIT = 50;

/** Accounts whose phone, name or one of whose identities' names holds `q` (up to 50, newest first). */
export async function searchUsers(q: string): Promise<UserLine[]> {
  const term = q.trim();
  if (!term) return [];
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const db = await getDb();
  const rows = await db
    .select({ id: users.id, mobile: users.mobile, userName: users.userName, accountStat: users.accountStat, createdAt: users.createdAt })
    .from(users)
    .where(
      or(
        ilike(users.mobile, like),
        ilike(users.userName, like),
        inArray(users.id, db.select({ id: identities.userId }).from(identities).where(ilike(identities.buName, like))),
      ),
    )
    .orderBy(desc(users.id))
    .limit(SEARCH_LIMIT);
  if (!rows.length) return [];
  const ids = await db
    .select({ userId: identities.userId, buName: identities.buName })
    .from(identities)
    .where(and(inArray(identities.userId, rows.map((r) => r.id)), sql`${identities.buType} <> 0`));
  return rows.map((r) => ({ ...r, companies: ids.filter((i) => i.userId === r.id).map((i) => i.buName) }));
}

export interface UserFile extends Omit<UserLine, 'companies'> {
  ban: BanState | null;
  identities: { buId: number; buName: string; buType: number; role: string }[];
  sessions: { id: string; createdAt: Date; expiresAt: Date; revokedAt: Date | null }[];
  smsSends: { purpose: string; createdAt: Date; usedAt: Date | null; attempts: number }[];
  /** Sends counted against the phone's limits now (the last day's). */
  smsLimitEvents: number;
  activity: { at: Date; action: string; actor: string }[];
  feedback: FeedbackLine[];
}

const phoneLimitKeys = (mobile: string) => [smsKeys.phone(mobile), smsKeys.ownPhone(mobile), smsKeys.recentPhone(mobile)];

/** Everything support reads about one account, or null. */
export async function userFile(id: number): Promise<UserFile | null> {
  const db = await getDb();
  const [user] = await db
    .select({ id: users.id, mobile: users.mobile, userName: users.userName, accountStat: users.accountStat, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  const [ban, ids, sessions, smsSends, limits, activity, feedback] = await Promise.all([
    banOf(id),
    db.select({ buId: identities.buId, buName: identities.buName, buType: identities.buType, role: identities.role }).from(identities).where(eq(identities.userId, id)).orderBy(identities.buId),
    db
      .select({ id: userSessions.id, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt, revokedAt: userSessions.revokedAt })
      .from(userSessions)
      .where(eq(userSessions.userId, id))
      .orderBy(desc(userSessions.createdAt))
      .limit(20),
    db
      .select({ purpose: smsCodes.purpose, createdAt: smsCodes.createdAt, usedAt: smsCodes.usedAt, attempts: smsCodes.attempts })
      .from(smsCodes)
      .where(eq(smsCodes.phone, user.mobile))
      .orderBy(desc(smsCodes.createdAt))
      .limit(20),
    db.select({ n: sql<number>`count(*)::int` }).from(rateEvents).where(eq(rateEvents.key, smsKeys.phone(user.mobile))),
    db
      .select({ at: auditLog.at, action: auditLog.action, actor: auditLog.actor })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(id))))
      .orderBy(desc(auditLog.id))
      .limit(20),
    feedbackOf(id),
  ]);
  // A session's id is its bearer's secret half: the page shows only its start.
  const shown = sessions.map((s) => ({ ...s, id: `${s.id.slice(0, 6)}…` }));
  return { ...user, ban, identities: ids, sessions: shown, smsSends, smsLimitEvents: Number(limits[0]?.n ?? 0), activity, feedback };
}

/**
 * Clears the phone's SMS send limits (a user locked out by their own retries, confirmed by support), so
 * the next code can be sent at once; the per-client, per-network and portal-wide limits stay. The number
 * of cleared events goes to the trail.
 */
export async function clearSmsLimits(actor: Actor, mobile: string): Promise<number> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const cleared = await tx.delete(rateEvents).where(inArray(rateEvents.key, phoneLimitKeys(mobile))).returning({ id: rateEvents.id });
    await audit(tx, actor, { action: 'sms.clear_limits', recordType: 'phone', recordId: mobile, before: { events: cleared.length }, after: { events: 0 } });
    return cleared.length;
  });
}
