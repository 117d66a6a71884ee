import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { CaptchaType } from '@/lib/captcha/schemas';
import { getDb } from '@/lib/server/db/client';
import { captchaChallenges } from '@/lib/server/db/schema';

// The challenge table's life cycle: new -> passed | failed (the one verify attempt) -> spent (the one
// call it guarded). Every step is a single conditional UPDATE, so concurrent attempts on one token
// cannot both succeed, on any number of app processes. Times are the database's clock.

/** A challenge has to be answered within this; a passed one has to be used within this again. */
const TTL_SEC = 120;
/** Settled challenges stay this long past their expiry (for looking into abuse), then go. */
const KEEP_SEC = 3600;

const expiresIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

export async function createChallenge(kind: CaptchaType, answer: string, client: string): Promise<string> {
  const db = await getDb();
  const token = randomBytes(18).toString('base64url');
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, sql`now() - make_interval(secs => ${KEEP_SEC})`));
  await db.insert(captchaChallenges).values({ token, kind, answer, client, expiresAt: expiresIn(TTL_SEC) });
  return token;
}

/**
 * Takes the challenge's one verify attempt: a new, unexpired challenge becomes 'failed' and its kind and
 * answer are returned; anything else (unknown, expired, already tried) answers null.
 */
export async function claimChallenge(token: string): Promise<{ kind: CaptchaType; answer: string } | null> {
  const db = await getDb();
  const [row] = await db
    .update(captchaChallenges)
    .set({ status: 'failed' })
    .where(
      and(eq(captchaChallenges.token, token), eq(captchaChallenges.status, 'new'), gt(captchaChallenges.expiresAt, sql`now()`)),
    )
    .returning({ kind: captchaChallenges.kind, answer: captchaChallenges.answer });
  return row ?? null;
}

/**
 * Turns a claimed challenge into a pass. The answer column now holds what the user verified with (the
 * x they dragged to, or the characters), which is what the guarded call must present; the target is
 * no longer needed.
 */
export async function markPassed(token: string, verified: string): Promise<void> {
  const db = await getDb();
  await db
    .update(captchaChallenges)
    .set({ status: 'passed', answer: verified, expiresAt: expiresIn(TTL_SEC) })
    .where(and(eq(captchaChallenges.token, token), eq(captchaChallenges.status, 'failed')));
}

/** The form a verified value is stored and compared in: trimmed, characters upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/**
 * For a call guarded by a captcha (getPhoneVerifyCode): true only if `token` passed its check, within
 * the last 2 minutes, for this same client, with `validateCode` being what was verified (slide: the
 * integer x sent to verifyImageCode, e.g. '137'; char: the characters, any case). Marks it spent, so a
 * pass guards one call only.
 */
export async function consumePassedCaptcha(token: string, validateCode: string, client: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(captchaChallenges)
    .set({ status: 'spent' })
    .where(
      and(
        eq(captchaChallenges.token, token),
        eq(captchaChallenges.status, 'passed'),
        eq(captchaChallenges.client, client),
        eq(captchaChallenges.answer, normalizeCode(validateCode)),
        gt(captchaChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ token: captchaChallenges.token });
  return rows.length > 0;
}
