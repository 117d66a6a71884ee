import { describe, expect, it } from 'vitest';
import { readableQuery } from './readable';

describe('readableQuery', () => {
  it('writes Chinese as itself and keeps every ASCII delimiter encoded', () => {
    const params = new URLSearchParams([
      ['searchName', '医疗 A&B=C/d?#%+'],
      ['city_name.keyword', '重庆'],
      ['x', '（全角）・😀'],
    ]);
    const text = readableQuery(params);
    expect(text).toBe('searchName=医疗+A%26B%3DC%2Fd%3F%23%25%2B&city_name.keyword=重庆&x=（全角）・😀');
    // Read back, it is the same query.
    expect([...new URLSearchParams(text)]).toEqual([...params]);
    expect(new URL(`http://x/?${text}`).searchParams.get('searchName')).toBe('医疗 A&B=C/d?#%+');
  });
});
