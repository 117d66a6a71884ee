// The code button's countdown (000 §4, §9; 001 §4; 002 §4): 60 seconds after a send, then idle again.

export const COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (ms), a started second counting as one; 0 when not counting. */
export function secondsLeft(endsAt: number | null, now: number): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Each widget counts down in its own spec's words: the shared code widget (000 §4, used by every form
 * of 000 and 002 and by 001's expert dialog, which names no text) "N秒后重试"; the quick publish
 * dialog's own button (001 §4) "Ns 后重试".
 */
const COUNTDOWN_TEXT = {
  shared: (left: number) => `${left}秒后重试`,
  quickPublish: (left: number) => `${left}s 后重试`,
};
export type CountdownStyle = keyof typeof COUNTDOWN_TEXT;

export function buttonText(left: number, style: CountdownStyle = 'shared'): string {
  return left > 0 ? COUNTDOWN_TEXT[style](left) : '获取验证码';
}
