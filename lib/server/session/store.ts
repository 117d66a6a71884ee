import 'server-only';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { userSessions } from '@/lib/server/db/schema';

// Server-side session rows. Only a hash of the refresh secret is stored, so a database leak does not
// hand out sessions. A row ends when revoked (logout) or when its expiresAt passes (REFRESH_TTL_DAYS).

export interface ActiveSession {
  sessionId: string;
  userId: number;
  expiresAt: Date;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * The secret a refresh rotates `secret` to. Derived (keyed with the server secret) rather than random,
 * so a second refresh racing the first from another tab, still holding the old cookie, lands on the
 * same new secret instead of logging the user out. A secret two rotations old is dead.
 */
const nextSecret = (secret: string) => createHmac('sha256', env.SESSION_SECRET).update(secret).digest('base64url');

/** The stored hashes a presented secret may match: its own, or that of its rotation (a race). */
const acceptedHashes = (secret: string) => [hashSecret(secret), hashSecret(nextSecret(secret))];

const live = () => and(isNull(userSessions.revokedAt), gt(userSessions.expiresAt, new Date()));

export async function createSession(userId: number): Promise<ActiveSession & { refreshSecret: string }> {
  const db = await getDb();
  const sessionId = randomBytes(18).toString('base64url');
  const refreshSecret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + env.REFRESH_TTL_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(userSessions).values({ id: sessionId, userId, refreshHash: hashSecret(refreshSecret), expiresAt });
  return { sessionId, userId, expiresAt, refreshSecret };
}

/** The session if it is live and `secret` is its refresh secret; null when unknown, revoked, expired. */
export async function findSession(sessionId: string, secret: string): Promise<ActiveSession | null> {
  const db = await getDb();
  const [row] = await db
    .select({ sessionId: userSessions.id, userId: userSessions.userId, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), inArray(userSessions.refreshHash, acceptedHashes(secret)), live()));
  return row ?? null;
}

/** Swaps the refresh secret of a live session (one statement, so concurrent refreshes agree). */
export async function rotateSession(
  sessionId: string,
  secret: string,
): Promise<(ActiveSession & { refreshSecret: string }) | null> {
  const db = await getDb();
  const refreshSecret = nextSecret(secret);
  const [row] = await db
    .update(userSessions)
    .set({ refreshHash: hashSecret(refreshSecret) })
    .where(and(eq(userSessions.id, sessionId), inArray(userSessions.refreshHash, acceptedHashes(secret)), live()))
    .returning({ sessionId: userSessions.id, userId: userSessions.userId, expiresAt: userSessions.expiresAt });
  return row ? { ...row, refreshSecret } : null;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** The user's live sessions (the user centre's login list), newest first. */
export async function liveSessionsOf(userId: number): Promise<{ sessionId: string; createdAt: Date; expiresAt: Date }[]> {
  const db = await getDb();
  return db
    .select({ sessionId: userSessions.id, createdAt: userSessions.createdAt, expiresAt: userSessions.expiresAt })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), live()))
    .orderBy(desc(userSessions.createdAt))
    .limit(50);
}

/** Ends every session of the user (log out everywhere, an account frozen): each one's next request is a visitor's. */
export async function revokeAllSessions(userId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(userSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt)))
    .returning({ id: userSessions.id });
  return rows.length;
}
