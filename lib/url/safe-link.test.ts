import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link';

describe('safeLinkHref', () => {
  it('keeps http(s) addresses as given', () => {
    expect(safeLinkHref('http://www.ccgp.gov.cn')).toBe('http://www.ccgp.gov.cn');
    expect(safeLinkHref(' https://www.miit.gov.cn/a?b=1 ')).toBe('https://www.miit.gov.cn/a?b=1');
  });
  it('keeps site paths', () => {
    expect(safeLinkHref('/about.html')).toBe('/about.html');
  });
  it('refuses script, data, protocol-relative and malformed addresses', () => {
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example', '/\\evil.example', 'www.example.com', '', null, undefined])
      expect(safeLinkHref(bad), String(bad)).toBeNull();
  });
});
