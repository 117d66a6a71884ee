import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies.mjs';

/** What a page's cookies() would answer for `name`. */
const appReads = (header: string, name: string) => new RequestCookies(new Headers({ cookie: header })).get(name)?.value;

describe('parseCookies', () => {
  const headers = [
    'jf_session=Fe26.2*1*abc~2; jf_city=500100',
    'jf_session=stale; jf_session=fresh',
    'jf_session=fresh; jf_session=',
    'jf_city=%35%30%30%31%30%30;jf_session=a%20b',
    'jf_session=kept; jf_session=%E0%A4%A',
    'jf_city="500100"; flag; =x',
  ];

  it.each(headers)('reads %s the way the app does', (header) => {
    const cookies = parseCookies(header);
    for (const name of ['jf_session', 'jf_city', 'flag']) expect(cookies.get(name)).toBe(appReads(header, name));
  });

  it('takes the last of two same-named cookies, decoded', () => {
    expect(parseCookies('jf_session=stale; jf_session=fresh').get('jf_session')).toBe('fresh');
    expect(parseCookies('jf_city=%35%30%30%31%30%30').get('jf_city')).toBe('500100');
  });

  it('reads no header as no cookies', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies('').size).toBe(0);
  });
});
