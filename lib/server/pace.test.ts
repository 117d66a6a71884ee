import { describe, expect, it } from 'vitest';
import { pacer, restMs } from './pace';

describe('restMs', () => {
  it('rests three times the work at a quarter duty, and not at all at full duty', () => {
    expect(restMs(100, 0.25)).toBe(300);
    expect(restMs(100, 0.5)).toBe(100);
    expect(restMs(100, 1)).toBe(0);
  });

  it('never rests for no work or a duty that is not a share', () => {
    expect(restMs(0, 0.25)).toBe(0);
    expect(restMs(-5, 0.25)).toBe(0);
    expect(restMs(100, 0)).toBe(0);
    expect(restMs(100, Number.NaN)).toBe(0);
  });
});

describe('pacer', () => {
  it('rests after each stretch for the time that stretch took, not the time since the start', async () => {
    let t = 0;
    const slept: number[] = [];
    const clock = { now: () => t, sleep: async (ms: number) => void (slept.push(ms), (t += ms)) };
    const rest = pacer(0.25, clock);
    t += 40;
    await rest();
    t += 10;
    await rest();
    expect(slept).toEqual([120, 30]);
  });
});
