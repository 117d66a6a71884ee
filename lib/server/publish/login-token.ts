import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { loginTokens } from '@/lib/server/db/schema';

// The quick-publish answer's jfidToken (001 §7): a visitor who just proved their phone is logged in by
// following /login/token with it. Only its hash is stored; it works once, within five minutes.

const TOKEN_TTL_MS = 5 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueLoginToken(userId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const db = await getDb();
  // Spent and expired tokens of anyone go on the way: the table stays small.
  await db.delete(loginTokens).where(lt(loginTokens.expiresAt, new Date()));
  await db.insert(loginTokens).values({ tokenHash: hash(token), userId, expiresAt: new Date(Date.now() + TOKEN_TTL_MS) });
  return token;
}

/** The user a token logs in, spending it; null for an unknown, used or expired token. */
export async function consumeLoginToken(token: string): Promise<number | null> {
  if (!/^[\w-]{16,64}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(loginTokens.tokenHash, hash(token)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, new Date())))
    .returning({ userId: loginTokens.userId });
  return row?.userId ?? null;
}
