import { describe, expect, it } from 'vitest';
import { waitedFor } from './age';

describe('waitedFor', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('says the largest whole unit', () => {
    expect(waitedFor(ago(30_000), now)).toBe('0 分钟');
    expect(waitedFor(ago(59 * 60_000), now)).toBe('59 分钟');
    expect(waitedFor(ago(60 * 60_000), now)).toBe('1 小时');
    expect(waitedFor(ago(47 * 3_600_000), now)).toBe('1 天');
    expect(waitedFor(ago(3 * 86_400_000 + 5), now)).toBe('3 天');
  });

  it('says 0 for a clock that runs behind', () => {
    expect(waitedFor(new Date(now.getTime() + 60_000), now)).toBe('0 分钟');
  });
});
