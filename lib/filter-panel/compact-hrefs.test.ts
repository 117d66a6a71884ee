import { describe, expect, it } from 'vitest';
import { readableQuery } from '@/lib/url/readable';
import { compactHrefs, expandHref } from './compact-hrefs';

const build = (selected: string[]) => (key: string) => {
  const params = new URLSearchParams({ keyword: '医疗 系统' });
  for (const k of selected.includes(key) ? selected.filter((s) => s !== key) : [...selected, key]) params.append('city', k);
  return `/search.html?${readableQuery(params)}`;
};

describe('compactHrefs', () => {
  it('gives every link back exactly, from the template or as sent', () => {
    const keys = ['西安', '成都', 'A&B =c', '北京', '100%'];
    const hrefOf = build(['北京']);
    const { template, hrefs } = compactHrefs(keys, hrefOf, new Set(['北京']));
    for (const key of keys) expect(hrefs[key] ?? expandHref(template, key)).toBe(hrefOf(key));
    // Only the selected one (a removal link) is sent as it is.
    expect(Object.keys(hrefs)).toEqual(['北京']);
  });

  it('sends every link when the builder does not put the key in one place', () => {
    const hrefOf = (key: string) => `/x?a=${encodeURIComponent(key)}&b=${encodeURIComponent(key)}`;
    const { hrefs } = compactHrefs(['甲', '乙'], hrefOf);
    expect(hrefs).toEqual({ 甲: hrefOf('甲'), 乙: hrefOf('乙') });
  });

  it('sends every link when the template does not give the probed links', () => {
    // The key lands in the URL, but upper-cased: the template cannot stand for it.
    const hrefOf = (key: string) => `/x?a=${encodeURIComponent(key.toUpperCase())}`;
    const { hrefs } = compactHrefs(['ab', 'cd', 'ef'], hrefOf);
    expect(Object.keys(hrefs)).toEqual(['ab', 'cd', 'ef']);
  });
});
