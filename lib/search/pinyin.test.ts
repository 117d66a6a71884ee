import { describe, expect, it } from 'vitest';
import { isLatinQuery, mixedQuery, pinyinKeys, spelledSyllables } from './pinyin';

describe('pinyinKeys', () => {
  it('gives full pinyin and initials, polyphonic characters read by their word', () => {
    expect(pinyinKeys('智慧城市')).toEqual({ syllables: ['zhi', 'hui', 'cheng', 'shi'], full: 'zhihuichengshi', initials: 'zhcs' });
    expect(pinyinKeys('重庆银行').full).toBe('chongqingyinhang');
  });

  it('keeps a Latin word as one lower-cased piece', () => {
    expect(pinyinKeys('OA系统').syllables).toEqual(['oa', 'xi', 'tong']);
  });
});

describe('spelledSyllables', () => {
  const s = ['zhi', 'hui', 'cheng', 'shi'];
  it('accepts each syllable in full or by a prefix', () => {
    expect(spelledSyllables('zhcs', s, true)).toBe(4);
    expect(spelledSyllables('zhihuichengshi', s, true)).toBe(4);
    expect(spelledSyllables('zhihuics', s, true)).toBe(4);
    expect(spelledSyllables('zhi hui', s, false)).toBe(2);
  });

  it('refuses what does not spell them, or not all of them when whole', () => {
    expect(spelledSyllables('zhcs', ['zhi', 'hui'], true)).toBe(-1);
    expect(spelledSyllables('zhc', s, true)).toBe(-1);
    expect(spelledSyllables('xa', s, false)).toBe(-1);
  });
});

describe('query shapes', () => {
  it('tells pinyin-like and mixed queries', () => {
    expect(isLatinQuery('zhcs')).toBe(true);
    expect(isLatinQuery('智慧')).toBe(false);
    expect(mixedQuery('智慧cs')).toEqual({ head: '智慧', tail: 'cs' });
    expect(mixedQuery('zhcs')).toBeNull();
  });
});
