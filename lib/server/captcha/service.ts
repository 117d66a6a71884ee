import 'server-only';
import { randomInt } from 'node:crypto';
import { CAPTCHA_INVALID_CODE, CAPTCHA_INVALID_MSG, CHAR_LENGTH } from '@/lib/captcha/rules';
import type { CaptchaType, VerifyImageCodeInput } from '@/lib/captcha/schemas';
import { isSlidePass } from '@/lib/captcha/track';
import type { Challenge, CharImages, SlideImages } from '@/lib/captcha/types';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError } from '@/lib/server/http/errors';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { toDataUrl } from './bitmap';
import { claimChallenge, createChallenge, markPassed, normalizeCode } from './challenges';
import { renderCharImage } from './char-image';
import { CHAR_SET } from './glyphs';
import { assertNotLocked, recordFailure } from './lockout';
import { drawSlidePuzzle } from './slide-puzzle';

async function issueSlide(client: string): Promise<Challenge<SlideImages>> {
  const { shade, piece, x, y } = await drawSlidePuzzle();
  const token = await createChallenge('slide', String(x), client);
  return { token, data: { cutoutImage: toDataUrl(piece, true), shadeImage: toDataUrl(shade, false), y } };
}

async function issueChar(client: string): Promise<Challenge<CharImages>> {
  const chars = Array.from({ length: CHAR_LENGTH }, () => CHAR_SET[randomInt(CHAR_SET.length)]!);
  const token = await createChallenge('char', chars.join(''), client);
  return { token, data: { charImage: toDataUrl(renderCharImage(chars), false) } };
}

/** getImageVerifyCode: a new challenge bound to `client`; its answer stays in the database. */
/** Puzzles one client may fetch: 20 a minute, 200 an hour. */
export const ISSUE_LIMITS: Limit[] = [
  { max: 20, windowSec: 60 },
  { max: 200, windowSec: 3600 },
];

export async function issueCaptcha(kind: CaptchaType, client: string): Promise<Challenge<SlideImages | CharImages>> {
  await assertNotLocked(client);
  // Drawing a puzzle costs CPU: one client gets a few a minute, far more than a person solves.
  const decision = await consume(`captcha:issue:${client}`, ISSUE_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, `请求过于频繁，请 ${decision.retryAfterSec} 秒后重试`);
  return kind === 'slide' ? issueSlide(client) : issueChar(client);
}

/** The value a right answer verified with (slide: the integer x; char: the characters), else null. */
function verifiedValue(input: VerifyImageCodeInput, challenge: { kind: string; answer: string }): string | null {
  if (input.type !== challenge.kind) return null;
  if (input.type === 'slide') {
    const x = Math.round(input.data.x);
    return isSlidePass({ x, track: input.data.track }, Number(challenge.answer)) ? String(x) : null;
  }
  const code = normalizeCode(input.data);
  return code === challenge.answer ? code : null;
}

/**
 * verifyImageCode: true for a right answer, false for a wrong one (an answer, not an error). Either way
 * the challenge is used up. A token that cannot be tried (unknown, expired, tried) answers code 1006
 * with HTTP 200: the widget reads the code and loads a new puzzle (000 §5).
 */
export async function verifyCaptcha(input: VerifyImageCodeInput, client: string): Promise<boolean> {
  await assertNotLocked(client);
  const challenge = await claimChallenge(input.token);
  if (!challenge) throw new ApiError(200, CAPTCHA_INVALID_CODE, CAPTCHA_INVALID_MSG);
  const verified = verifiedValue(input, challenge);
  if (verified === null) {
    await recordFailure(client);
    return false;
  }
  await markPassed(input.token, verified);
  return true;
}
