import { describe, expect, it } from 'vitest';
import { formatCount } from './count';

describe('formatCount', () => {
  it('caps at 999+', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(998)).toBe('998');
    expect(formatCount(999)).toBe('999+');
    expect(formatCount(12_000)).toBe('999+');
  });
});
