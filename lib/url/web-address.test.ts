import { describe, expect, it } from 'vitest';
import { isWebAddress } from './web-address';

describe('isWebAddress', () => {
  it('accepts http and https addresses with a host', () => {
    expect(isWebAddress('https://www.cq.gov.cn')).toBe(true);
    expect(isWebAddress('http://example.com/a?b=1')).toBe(true);
  });

  it('refuses every other scheme, relative paths and broken values', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'ftp://a.com', '/index.html', '//evil.com', 'https://', 'https://a .com', ''])
      expect(isWebAddress(bad), bad).toBe(false);
  });
});
