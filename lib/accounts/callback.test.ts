// @vitest-environment node
// The server applies safeCallback, so it is tested against Node's own URL parser.
import { describe, expect, it } from 'vitest';
import { afterSignIn, DEFAULT_CALLBACK, safeCallback } from './callback';

const here = 'cq.localhost:3000';
const safe = (raw: string | null | undefined, host = here, domain = 'localhost') => safeCallback(raw, host, domain);

describe('safeCallback', () => {
  it.each([
    ['/search.html?searchName=%E5%A4%A7%E6%95%B0%E6%8D%AE&tabIndex=1', '/search.html?searchName=%E5%A4%A7%E6%95%B0%E6%8D%AE&tabIndex=1'],
    ['/', '/'],
    ['/user-center.html#identities', '/user-center.html#identities'],
    ['  /jfCase.html  ', '/jfCase.html'],
    ['/a/../b.html', '/b.html'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'], // an encoded slash stays inside the path
    ['/search.html?next=//evil.com', '/search.html?next=//evil.com'],
  ])('keeps the site path %j', (raw, want) => {
    expect(safe(raw)).toBe(want);
  });

  it.each([
    ['http://localhost:3000/search.html', 'http://localhost:3000/search.html'],
    ['http://cq.localhost:3000/jfCase.html?tab=gov', 'http://cq.localhost:3000/jfCase.html?tab=gov'],
    ['http://cd.localhost:4000/', 'http://cd.localhost:4000/'], // any city site, its port kept
    ['HTTP://CQ.LOCALHOST:3000/x', 'http://cq.localhost:3000/x'],
  ])('keeps the site address %j', (raw, want) => {
    expect(safe(raw)).toBe(want);
  });

  it('accepts the production domain and its city sites, over https', () => {
    expect(safeCallback('https://cq.jfportal.cn/search.html', 'www.jfportal.cn', 'jfportal.cn')).toBe(
      'https://cq.jfportal.cn/search.html',
    );
    expect(safeCallback('https://jfportal.cn/', 'www.jfportal.cn', 'jfportal.cn')).toBe('https://jfportal.cn/');
  });

  it('accepts the exact current host even off the site domain (served by address)', () => {
    expect(safe('http://127.0.0.1:3201/search.html', '127.0.0.1:3201')).toBe('http://127.0.0.1:3201/search.html');
    expect(safe('http://127.0.0.1:9999/search.html', '127.0.0.1:3201')).toBe(DEFAULT_CALLBACK);
  });

  it.each([
    undefined,
    null,
    '',
    '   ',
    '//evil.com',
    '//evil.com/path',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r\n/evil.com',
    '\t//evil.com',
    '/\u0000/evil.com',
    'https://evil.com',
    'http://evil.com/search.html',
    'https://cq.localhost.evil.com/',
    'https://evillocalhost/',
    'https://localhost@evil.com/',
    'https://evil.com@localhost/', // credentials in a callback are never ours
    'https://evil.com\\@localhost/',
    'https://evil.com#@localhost',
    'https:evil.com',
    'https:/evil.com',
    'https:\\\\evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://localhost/',
    'search.html',
    '../index.html',
    '%2F%2Fevil.com',
    'https%3A%2F%2Fevil.com',
    '%2Fsearch.html',
    'https://evil.com%2F@localhost', // user name evil.com%2F on localhost: credentials are refused
    'https://localhost.evil.com',
    'https://evil.com/?https://localhost',
    '/' + 'x'.repeat(2001),
  ])('refuses %j', (raw) => {
    expect(safe(raw)).toBe(DEFAULT_CALLBACK);
  });

  it('refuses look-alike hosts that normalise to another site', () => {
    expect(safe('https://evil\u3002com/')).toBe(DEFAULT_CALLBACK); // ideographic full stop
    expect(safe('https://cq.localhost\u3002evil.com/')).toBe(DEFAULT_CALLBACK);
  });

  it('answers only a path or a URL it parsed itself, never the raw text', () => {
    for (const raw of ['/x y', '/search.html?q=<b>', '/\u4e2d\u6587.html']) {
      const out = safe(raw);
      expect(out.startsWith('/')).toBe(true);
      expect(out).not.toMatch(/[\s<>]/);
    }
  });
});

describe('afterSignIn', () => {
  it.each(['/login', '/login?callback=/x', '/login/switch?buid=0', '/register.html', '/exit?callback=/', 'http://cq.localhost:3000/login'])(
    'sends %j home instead of back to an account page',
    (target) => {
      expect(afterSignIn(target)).toBe(DEFAULT_CALLBACK);
    },
  );

  it.each(['/search.html', '/loginfo.html', '/user-center.html', 'http://cq.localhost:3000/registered-suppliers.html'])('keeps %j', (target) => {
    expect(afterSignIn(target)).toBe(target);
  });
});
