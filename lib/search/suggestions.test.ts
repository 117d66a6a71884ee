import { describe, expect, it } from 'vitest';
import { countTitleWords, markPrefix, matchedLength, normalizeQuery, syllablesOf } from './suggestions';

const row = (term: string) => ({ term, syllables: syllablesOf(term) });

describe('matchedLength', () => {
  it('counts the characters a prefix, pinyin, initials or a mix covers', () => {
    expect(matchedLength('智慧', row('智慧城市'))).toBe(2);
    expect(matchedLength('zhcs', row('智慧城市管理平台'))).toBe(4);
    expect(matchedLength('zhihuic', row('智慧城市'))).toBe(3);
    expect(matchedLength('智慧cs', row('智慧城市'))).toBe(4);
    expect(matchedLength('oa', row('OA系统'))).toBe(2);
  });

  it('is 0 for a term the query does not lead to', () => {
    expect(matchedLength('城市', row('智慧城市'))).toBe(0);
    expect(matchedLength('xyz', row('智慧城市'))).toBe(0);
    expect(matchedLength('智慧x', row('智慧城市'))).toBe(0);
  });
});

describe('markPrefix', () => {
  it('marks the typed part and escapes the rest', () => {
    expect(markPrefix('智慧城市<b>', 2)).toBe('<em>智慧</em>城市&lt;b&gt;');
  });
});

describe('normalizeQuery', () => {
  it('drops the spaces of pinyin, keeps those between words', () => {
    expect(normalizeQuery(' Zhi Hui ')).toBe('zhihui');
    expect(normalizeQuery('智慧 城市')).toBe('智慧 城市');
  });
});

describe('countTitleWords', () => {
  it('counts words and two-word compounds once per title', () => {
    const counts = countTitleWords(['某某医院智慧医疗信息平台建设项目', '智慧医疗平台运维项目']);
    expect(counts.get('智慧医疗')).toBe(2);
    expect(counts.get('项目')).toBe(2);
  });
});
