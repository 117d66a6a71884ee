import { describe, expect, it } from 'vitest';
import { searchTerms } from './terms';

describe('searchTerms', () => {
  it('takes one Chinese character as itself', () => {
    expect(searchTerms('软')).toEqual({ tsquery: "'软'", phrases: [], highlights: ['软'] });
  });

  it('takes two characters as one bigram, with no substring check needed', () => {
    expect(searchTerms(' 医疗 ')).toEqual({ tsquery: "'医疗'", phrases: [], highlights: ['医疗'] });
  });

  it('cuts longer runs into overlapping bigrams and keeps the run as a phrase', () => {
    const t = searchTerms('智慧医疗');
    expect(t.tsquery).toBe("'智慧' & '慧医' & '医疗'");
    expect(t.phrases).toEqual(['智慧医疗']);
  });

  it('lower-cases Latin words and digits and matches them as prefixes', () => {
    const t = searchTerms('OA系统 5G');
    expect(t.tsquery).toBe("'oa':* & '系统' & '5g':*");
    expect(t.highlights).toEqual(['oa', '系统', '5g']);
  });

  it('drops punctuation and quotes so nothing reaches to_tsquery unescaped', () => {
    expect(searchTerms("'); drop table x; --")).toMatchObject({ tsquery: "'drop':* & 'table':* & 'x':*" });
    expect(searchTerms('&|!():*<>')).toEqual({ tsquery: null, phrases: [], highlights: [] });
  });

  it('deduplicates repeated terms', () => {
    expect(searchTerms('软件 软件').tsquery).toBe("'软件'");
  });
});
