import { describe, expect, it } from 'vitest';
import { buttonText, COUNTDOWN_SECONDS, secondsLeft } from './countdown';

describe('countdown', () => {
  it('counts 60 seconds, a started second counting as one', () => {
    const start = 1_000_000;
    const endsAt = start + COUNTDOWN_SECONDS * 1000;
    expect(secondsLeft(endsAt, start)).toBe(60);
    expect(secondsLeft(endsAt, start + 1)).toBe(60);
    expect(secondsLeft(endsAt, start + 1000)).toBe(59);
    expect(secondsLeft(endsAt, endsAt - 1)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 5000)).toBe(0);
    expect(secondsLeft(null, start)).toBe(0);
  });

  it('reads 获取验证码 when idle and N秒后重试 while counting', () => {
    expect(buttonText(0)).toBe('获取验证码');
    expect(buttonText(60)).toBe('60秒后重试');
    expect(buttonText(1)).toBe('1秒后重试');
  });

  it("reads 'Ns 后重试' on the quick publish dialog's button (001 §4), 获取验证码 when idle", () => {
    expect(buttonText(60, 'quickPublish')).toBe('60s 后重试');
    expect(buttonText(1, 'quickPublish')).toBe('1s 后重试');
    expect(buttonText(0, 'quickPublish')).toBe('获取验证码');
  });
});
