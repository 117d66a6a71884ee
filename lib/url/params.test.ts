import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '@/lib/api/paging';
import { idParam, pageParam } from './params';

describe('pageParam', () => {
  it('reads a page number and falls back to 1 for anything else', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['4', '5'])).toBe(4);
    for (const bad of [undefined, '', '0', '-2', '1.5', 'abc', '1e300', String(MAX_PAGE + 1)]) expect(pageParam(bad)).toBe(1);
  });
});

describe('idParam', () => {
  it('reads a positive integer id and answers null for anything else', () => {
    expect(idParam('42')).toBe(42);
    expect(idParam(['7'])).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '2.5', 'abc', '2147483648']) expect(idParam(bad)).toBeNull();
  });
});
