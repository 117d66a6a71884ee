import { describe, expect, it } from 'vitest';
import { bidDetailHref } from './url';

describe('bidDetailHref', () => {
  it('links the detail, with the history page and its anchor past page 1', () => {
    expect(bidDetailHref(12)).toBe('/search-signdetail.html?id=12');
    expect(bidDetailHref(12, 1)).toBe('/search-signdetail.html?id=12');
    expect(bidDetailHref(12, 3)).toBe('/search-signdetail.html?id=12&hp=3#history');
  });
});
