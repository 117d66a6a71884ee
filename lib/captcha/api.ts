import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import type { CaptchaType, verifyImageCodeSchema } from './schemas';
import type { Challenge } from './types';

// The widgets' calls. A wrong answer, a used-up token and a lock-out all come back as a message to
// show; only the lock-out's (429) is the server's own text, the rest use the widget's wording.

export const VERIFY_FAILED = '验证失败，请重试';
export const LOAD_FAILED = '验证码加载失败，请刷新';

/** The server's message for a lock-out (429, code 42900), else `fallback`. */
export function captchaErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 429 && error.envelope?.msg ? error.envelope.msg : fallback;
}

export async function fetchChallenge<D>(captchaType: CaptchaType): Promise<Challenge<D>> {
  const answer = await request<Challenge<D>>('getImageVerifyCode', { captchaType });
  if (answer.code !== 0) throw new Error(answer.msg || LOAD_FAILED);
  return answer.data;
}

export type VerifyOutcome = { passed: true } | { passed: false; msg: string };

/** 000 §5: passed only when the answer has code 0 and data true. */
export async function verifyChallenge(input: z.input<typeof verifyImageCodeSchema>): Promise<VerifyOutcome> {
  try {
    const answer = await request<boolean>('verifyImageCode', input);
    if (answer.code === 0 && answer.data === true) return { passed: true };
    return { passed: false, msg: answer.code === 0 ? VERIFY_FAILED : answer.msg || VERIFY_FAILED };
  } catch (error) {
    return { passed: false, msg: captchaErrorMessage(error, VERIFY_FAILED) };
  }
}
