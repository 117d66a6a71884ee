import { describe, expect, it } from 'vitest';
import { patentNumber } from './patents';

describe('patentNumber', () => {
  it('appends the mod-11 check character of the CNIPA application number', () => {
    // A published application number: 201710601862.3.
    expect(patentNumber(2017, '1', 601862)).toBe('ZL201710601862.3');
  });

  it('writes a remainder of 10 as X', () => {
    const checks = Array.from({ length: 40 }, (_, serial) => patentNumber(2024, '2', serial).slice(-1));
    expect(checks).toContain('X');
    for (const c of checks) expect(c).toMatch(/^[\dX]$/);
  });
});
