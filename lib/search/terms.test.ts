import { describe, expect, it } from 'vitest';
import { chineseTsquery, searchTerms } from './terms';

describe('searchTerms', () => {
  it('takes one Chinese character as itself', () => {
    expect(searchTerms('软')).toEqual({ tsquery: "'软'", phrases: [], highlights: ['软'], groups: [{ lexemes: ['软'], prefix: false }] });
  });

  it('takes two characters as one bigram, with no substring check needed', () => {
    expect(searchTerms(' 医疗 ')).toEqual({ tsquery: "'医疗'", phrases: [], highlights: ['医疗'], groups: [{ lexemes: ['医疗'], prefix: false }] });
  });

  it('cuts longer runs into overlapping bigrams and keeps the run as a phrase', () => {
    const t = searchTerms('智慧医疗');
    expect(t.tsquery).toBe("'智慧' & '慧医' & '医疗'");
    expect(t.phrases).toEqual(['智慧医疗']);
  });

  it('matches a single letter as a whole word, not as the prefix of every word', () => {
    expect(searchTerms('P').tsquery).toBe("'p'");
  });

  it('matches a number as a whole word', () => {
    const t = searchTerms('2025年');
    expect(t.tsquery).toBe("'2025' & '年'");
    expect(t.groups[0]).toEqual({ lexemes: ['2025'], prefix: false });
  });

  it('lower-cases Latin words and digits and matches them as prefixes', () => {
    const t = searchTerms('OA系统 5G');
    expect(t.tsquery).toBe("'oa':* & '系统' & '5g':*");
    expect(t.highlights).toEqual(['oa', '系统', '5g']);
    expect(t.groups).toEqual([
      { lexemes: ['oa'], prefix: true },
      { lexemes: ['系统'], prefix: false },
      { lexemes: ['5g'], prefix: true },
    ]);
  });

  it('drops punctuation and quotes so nothing reaches the tsquery unescaped', () => {
    expect(searchTerms("'); drop table x; --")).toMatchObject({ tsquery: "'drop':* & 'table':* & 'x'" });
    expect(searchTerms('&|!():*<>')).toEqual({ tsquery: null, phrases: [], highlights: [], groups: [] });
  });

  it('deduplicates repeated terms', () => {
    expect(searchTerms('软件 软件').tsquery).toBe("'软件'");
  });
});

describe('chineseTsquery', () => {
  it('keeps the terms of the Chinese runs only', () => {
    expect(chineseTsquery(searchTerms('智慧医疗 OA 2025'))).toBe("'智慧' & '慧医' & '医疗'");
    expect(chineseTsquery(searchTerms('业'))).toBe("'业'");
    expect(chineseTsquery(searchTerms('APP开发'))).toBe("'开发'");
  });

  it('is null for a keyword without Chinese', () => {
    expect(chineseTsquery(searchTerms('OA 5G'))).toBeNull();
    expect(chineseTsquery(searchTerms(''))).toBeNull();
  });
});

