import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError } from '@/lib/server/http/errors';
import { check, record } from '@/lib/server/rate-limit';

// 5 wrong answers from one client within 10 minutes lock its captcha calls (get and verify) for 5
// minutes. The lock is its own event, so it lasts 5 minutes from the failure that set it; a failure
// after the lock, with 5 others still in the 10-minute window, sets it again.

const FAILURES = { max: 5, windowSec: 600 };
const LOCK = { max: 1, windowSec: 300 };

const failureKey = (client: string) => `captcha:fail:${client}`;
const lockKey = (client: string) => `captcha:lock:${client}`;

export async function assertNotLocked(client: string): Promise<void> {
  const decision = await check(lockKey(client), [LOCK]);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '操作过于频繁，请稍后再试');
}

export async function recordFailure(client: string): Promise<void> {
  await record(failureKey(client));
  if (!(await check(failureKey(client), [FAILURES])).ok) await record(lockKey(client));
}
