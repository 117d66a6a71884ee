import { describe, expect, it } from 'vitest';
import { humanTrack, robotTrack } from '@/test/kits/captcha-tracks';
import { isHumanTrack, isSlidePass, withinTolerance } from './track';

describe('withinTolerance', () => {
  it('accepts up to 5 px either side', () => {
    expect(withinTolerance(137, 132)).toBe(true);
    expect(withinTolerance(127, 132)).toBe(true);
    expect(withinTolerance(138, 132)).toBe(false);
    expect(withinTolerance(126, 132)).toBe(false);
    expect(withinTolerance(10, 12, 1)).toBe(false);
  });
});

describe('isHumanTrack', () => {
  it('accepts an accelerating and braking drag', () => {
    expect(isHumanTrack(humanTrack(150))).toBe(true);
  });

  it('refuses a track that is too quick', () => {
    const quick = humanTrack(150).map((p) => ({ ...p, t: p.t / 5 }));
    expect(quick.at(-1)!.t).toBeLessThan(300);
    expect(isHumanTrack(quick)).toBe(false);
  });

  it('refuses fewer than 15 steps', () => {
    expect(isHumanTrack(humanTrack(150, 13))).toBe(false);
    expect(isHumanTrack(humanTrack(150, 16))).toBe(true);
    expect(isHumanTrack([])).toBe(false);
  });

  it('refuses a perfectly constant speed, even slow and long', () => {
    expect(isHumanTrack(robotTrack(150, { ms: 1500, steps: 40 }))).toBe(false);
  });

  it('refuses time running backwards', () => {
    const track = humanTrack(150);
    track[12] = { ...track[12]!, t: track[10]!.t - 1 };
    expect(isHumanTrack(track)).toBe(false);
  });

  it('refuses a track that does not start at the start, jumps, or lasts longer than a minute', () => {
    expect(isHumanTrack(humanTrack(150).map((p) => ({ ...p, x: p.x + 30 })))).toBe(false);
    const jump = humanTrack(150);
    jump[20] = { ...jump[20]!, x: jump[19]!.x + 60 };
    expect(isHumanTrack(jump)).toBe(false);
    expect(isHumanTrack(humanTrack(150).map((p) => ({ ...p, t: p.t * 100 })))).toBe(false);
  });

  it('refuses the forged 12-point track of the security review, accelerating or not', () => {
    const forged = [0, 10, 25, 45, 70, 95, 115, 130, 140, 146, 149, 150].map((x, i) => ({ x, t: i * 45 + (i % 2) * 7 }));
    expect(isHumanTrack(forged)).toBe(false);
  });

  it('accepts a held arrow key: a pause before the key repeats, then even 2 px steps', () => {
    const keys = [{ x: 0, t: 0 }, { x: 2, t: 0 }];
    for (let i = 1; i <= 60; i++) keys.push({ x: 2 + i * 2, t: 500 + i * 33 });
    expect(isHumanTrack(keys)).toBe(true);
  });
});

describe('isSlidePass', () => {
  it('needs a human track that ends at x, with x on target', () => {
    expect(isSlidePass({ x: 150, track: humanTrack(150) }, 154)).toBe(true);
    expect(isSlidePass({ x: 150, track: humanTrack(150) }, 156)).toBe(false);
    expect(isSlidePass({ x: 150, track: humanTrack(100) }, 150)).toBe(false);
    expect(isSlidePass({ x: 150, track: robotTrack(150, { ms: 200, steps: 20 }) }, 150)).toBe(false);
    expect(isSlidePass({ x: 150, track: [] }, 150)).toBe(false);
  });
});
