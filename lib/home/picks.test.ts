import { describe, expect, it } from 'vitest';
import { pickRefOf, pinHomeItemSchema, withPicks } from './picks';

describe('pickRefOf', () => {
  it('reads an id or the id of a page address, per block', () => {
    expect(pickRefOf('supplier', ' 42 ')).toBe('42');
    expect(pickRefOf('supplier', 'https://cq.example.com/search-supplierdetail.html?id=42')).toBe('42');
    expect(pickRefOf('case', '/business-detail.html?id=ABCDEF0123456789abcdef01&source=1')).toBe('abcdef0123456789abcdef01');
    const sec = '0123456789abcdef0123456789abcdef';
    expect(pickRefOf('solution', `/scheme-detail.html?originIdSec=${sec}&originSource=2`)).toBe(sec);
    expect(pickRefOf('solution', `/solution-detail.html?id=${sec}`)).toBe(sec);
  });

  it('refuses what is no id of that block', () => {
    expect(pickRefOf('supplier', '0')).toBeNull();
    expect(pickRefOf('supplier', 'abc')).toBeNull();
    expect(pickRefOf('supplier', '/search-supplierdetail.html')).toBeNull();
    expect(pickRefOf('case', '42')).toBeNull();
    expect(pickRefOf('solution', "javascript:alert('x')")).toBeNull();
  });
});

describe('withPicks', () => {
  const key = (s: string) => s;
  it('puts the pinned first, then the automatic ones not pinned, up to the size', () => {
    expect(withPicks(['c', 'x'], ['a', 'b', 'c', 'd'], key, 4)).toEqual(['c', 'x', 'a', 'b']);
  });
  it('is the automatic choice when nothing is pinned, and the pins alone when they fill the block', () => {
    expect(withPicks([], ['a', 'b'], key, 6)).toEqual(['a', 'b']);
    expect(withPicks(['p', 'q'], ['a'], key, 2)).toEqual(['p', 'q']);
  });
});

describe('pinHomeItemSchema', () => {
  it('names the block and the city in Chinese when they are wrong', () => {
    const r = pinHomeItemSchema.safeParse({ cityCode: 'x', kind: 'news', item: '' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['城市编码不正确', '推荐位不正确', '请填写推荐内容的编号或地址']);
  });
});
