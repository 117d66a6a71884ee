// The code button's countdown (000 §4, §9; 001 §4; 002 §4): 60 seconds after a send, then idle again.

export const COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `endsAt` (ms), a started second counting as one; 0 when not counting. */
export function secondsLeft(endsAt: number | null, now: number): number {
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function buttonText(left: number): string {
  return left > 0 ? `${left}秒后重试` : '获取验证码';
}
