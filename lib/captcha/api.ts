import type { z } from 'zod';
import type { InputOf } from '@/lib/api/contract';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { getImageVerifyCodeCall, verifyImageCodeCall } from './contracts';
import type { CaptchaType } from './schemas';
import { challengeImagesSchemas, type Challenge } from './types';

// The widgets' calls. A wrong answer, a used-up token and a lock-out all come back as a message to
// show; only the lock-out's (429) is the server's own text, the rest use the widget's wording.

export const VERIFY_FAILED = '验证失败，请重试';
export const LOAD_FAILED = '验证码加载失败，请刷新';

/** The server's message for a lock-out (429, code 42900), else `fallback`. */
export function captchaErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 429 && error.envelope?.msg ? error.envelope.msg : fallback;
}

/** The images of each kind of challenge. */
export type ImagesOf = { [K in CaptchaType]: z.infer<(typeof challengeImagesSchemas)[K]> };
const imagesSchemas: { [K in CaptchaType]: z.ZodType<ImagesOf[K]> } = challengeImagesSchemas;

/** A challenge of `captchaType`, its images read as that kind's (an answer of another kind fails to load). */
export async function fetchChallenge<K extends CaptchaType>(captchaType: K): Promise<Challenge<ImagesOf[K]>> {
  const answer = await request(getImageVerifyCodeCall, { captchaType });
  if (answer.code !== 0) throw new Error(answer.msg || LOAD_FAILED);
  return { token: answer.data.token, data: imagesSchemas[captchaType].parse(answer.data.data) };
}

export type VerifyOutcome = { passed: true } | { passed: false; msg: string };

/** 000 §5: passed only when the answer has code 0 and data true. */
export async function verifyChallenge(input: InputOf<typeof verifyImageCodeCall>): Promise<VerifyOutcome> {
  try {
    const answer = await request(verifyImageCodeCall, input);
    if (answer.code === 0 && answer.data === true) return { passed: true };
    return { passed: false, msg: answer.code === 0 ? VERIFY_FAILED : answer.msg || VERIFY_FAILED };
  } catch (error) {
    return { passed: false, msg: captchaErrorMessage(error, VERIFY_FAILED) };
  }
}
