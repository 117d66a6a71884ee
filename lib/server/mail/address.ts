import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@/lib/api/envelope';
import type { MailSettings } from '@/lib/mail/types';
import { getDb } from '@/lib/server/db/client';
import { mailAddresses, mailConfirmTokens } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { consume } from '@/lib/server/rate-limit';
import { absoluteUrl, hashConfirmToken, newConfirmToken } from './links';
import { sendMail } from './send';
import { confirmMail } from './templates/mails';
import { mailEnabled } from './transport';

// The account's e-mail address with double opt-in (docs/features.md, E-mail): a new address waits as
// pending_email until its link (24 hours, single use, only its hash stored) is opened; until then
// nothing is sent to it. Confirming makes it the address mails go to, active again.

const TOKEN_TTL_MS = 24 * 3600_000;
/** Confirmation mails per account and per address: they go to addresses the user only claims. */
const PER_USER = [
  { max: 3, windowSec: 600 },
  { max: 10, windowSec: 86_400 },
];
const PER_ADDRESS = [{ max: 5, windowSec: 86_400 }];

export const DEFAULT_DIGEST_HOUR = 8;

/** What 账号与安全 shows. */
export async function getMailSettings(userId: number): Promise<MailSettings> {
  const db = await getDb();
  const [row] = await db.select().from(mailAddresses).where(eq(mailAddresses.userId, userId));
  return {
    email: row?.email ?? null,
    state: row?.email ? row.state : null,
    pendingEmail: row?.pendingEmail ?? null,
    failure: row?.failure ?? null,
    digestHour: row?.digestHour ?? DEFAULT_DIGEST_HOUR,
  };
}

const tooMany = (sec: number) => new ApiError(429, ErrorCode.tooMany, `发送过于频繁，请 ${Math.ceil(sec / 60)} 分钟后再试`);

/** Adds or changes the address: it waits for the link mailed to it. Answers the new settings. */
export async function requestAddress(userId: number, email: string, now = new Date()): Promise<MailSettings> {
  if (!mailEnabled()) throw new ApiError(503, ErrorCode.unavailable, '邮件服务未开通');
  const current = await getMailSettings(userId);
  if (current.email === email && current.state === 'active') throw new ApiError(400, ErrorCode.badRequest, '该邮箱已验证，无需重复验证');
  const mine = await consume(`mail.confirm.user:${userId}`, PER_USER);
  if (!mine.ok) throw tooMany(mine.retryAfterSec);
  const theirs = await consume(`mail.confirm.to:${email}`, PER_ADDRESS);
  if (!theirs.ok) throw tooMany(theirs.retryAfterSec);
  const { token, hash } = newConfirmToken();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .insert(mailAddresses)
      .values({ userId, pendingEmail: email })
      .onConflictDoUpdate({ target: mailAddresses.userId, set: { pendingEmail: email, updatedAt: sql`now()` } });
    // One live link per account: an older one stops working when a new address is asked for.
    await tx.delete(mailConfirmTokens).where(and(eq(mailConfirmTokens.userId, userId), isNull(mailConfirmTokens.usedAt)));
    await tx.insert(mailConfirmTokens).values({ tokenHash: hash, userId, email, expiresAt: new Date(now.getTime() + TOKEN_TTL_MS) });
  });
  try {
    await sendMail(email, await confirmMail({ email, url: absoluteUrl(`/mailConfirm?t=${token}`) }));
  } catch (err) {
    log.warn('mail.confirm_send_failed', { userId, error: err instanceof Error ? err.message : String(err) });
    throw new ApiError(503, ErrorCode.unavailable, '验证邮件发送失败，请稍后重试');
  }
  return getMailSettings(userId);
}

export type ConfirmState = 'ready' | 'used' | 'expired' | 'invalid';

async function tokenRow(token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const db = await getDb();
  const [row] = await db.select().from(mailConfirmTokens).where(eq(mailConfirmTokens.tokenHash, hashConfirmToken(token)));
  return row ?? null;
}

const stateOf = (row: typeof mailConfirmTokens.$inferSelect | null, now: Date): ConfirmState =>
  !row ? 'invalid' : row.usedAt ? 'used' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ready';

/** What a confirmation link would do, changing nothing (the page before its button). */
export async function peekConfirmation(token: string, now = new Date()): Promise<{ state: ConfirmState; email: string | null }> {
  const row = await tokenRow(token);
  return { state: stateOf(row, now), email: row?.email ?? null };
}

/** Confirms the address of a link, once: 'ready' when it did, else why not. */
export async function confirmAddress(token: string, now = new Date()): Promise<{ state: ConfirmState; email: string | null }> {
  const row = await tokenRow(token);
  if (stateOf(row, now) !== 'ready') return { state: stateOf(row, now), email: row?.email ?? null };
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Single use under concurrency: only the statement that marks it used confirms.
    const [claimed] = await tx
      .update(mailConfirmTokens)
      .set({ usedAt: now })
      .where(and(eq(mailConfirmTokens.tokenHash, row!.tokenHash), isNull(mailConfirmTokens.usedAt)))
      .returning({ userId: mailConfirmTokens.userId, email: mailConfirmTokens.email });
    if (!claimed) return { state: 'used' as const, email: row!.email };
    await tx
      .update(mailAddresses)
      .set({
        email: claimed.email,
        state: 'active',
        failure: null,
        pendingEmail: sql`case when ${mailAddresses.pendingEmail} = ${claimed.email} then null else ${mailAddresses.pendingEmail} end`,
        updatedAt: now,
      })
      .where(eq(mailAddresses.userId, claimed.userId));
    return { state: 'ready' as const, email: claimed.email };
  });
}

/** The hour (China time) of the user's daily digest. */
export async function setDigestHour(userId: number, hour: number): Promise<MailSettings> {
  const db = await getDb();
  await db
    .insert(mailAddresses)
    .values({ userId, digestHour: hour })
    .onConflictDoUpdate({ target: mailAddresses.userId, set: { digestHour: hour, updatedAt: sql`now()` } });
  return getMailSettings(userId);
}
