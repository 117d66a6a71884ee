import { describe, expect, it } from 'vitest';
import { JUDGED_KINDS, judgedQueries, prefixStream, scoreTop10 } from './judged-queries';

const words = ['智慧城市', '智慧医疗', '档案管理系统', '成都市人民医院', '统一身份认证', '数据治理平台', '网络安全等级保护', '应急指挥调度'].flatMap((term, i) => [
  { term, kind: i % 2 ? 'title' : 'purchaser' },
  { term: `${term}项目`, kind: 'title' },
]);

describe('judgedQueries', () => {
  it('is the same set for the same seed, with every kind', () => {
    const a = judgedQueries(7, words, 3, () => true);
    expect(judgedQueries(7, words, 3, () => true)).toEqual(a);
    expect(new Set(a.map((q) => q.kind))).toEqual(new Set(JUDGED_KINDS));
    expect(a.find((q) => q.kind === 'abbreviation' && q.query === '等保')?.intended).toBe('网络安全等级保护');
    expect(a.filter((q) => q.kind === 'mixed').every((q) => /^[\u4e00-\u9fff]{2}[a-z]+$/.test(q.query))).toBe(true);
  });

  it('keeps only words that find records', () => {
    expect(judgedQueries(7, words, 3, (w) => w !== '智慧城市').some((q) => q.intended === '智慧城市')).toBe(false);
  });
});

describe('scoreTop10', () => {
  it('scores recall and nDCG of the first 10', () => {
    expect(scoreTop10([1, 2], [1, 2, 3])).toEqual({ recall: 1, ndcg: 1 });
    expect(scoreTop10([1, 2], [3, 1])).toMatchObject({ recall: 0.5 });
    expect(scoreTop10([1, 2], [3, 1]).ndcg).toBeCloseTo(0.63093 / 1.63093, 4);
  });
});

describe('prefixStream', () => {
  it('deals distinct prefixes of the words, the same for the same seed', () => {
    const a = prefixStream(7, words, 20);
    expect(a).toEqual(prefixStream(7, words, 20));
    expect(new Set(a).size).toBe(a.length);
    expect(a.some((p) => /^[a-z]+$/.test(p))).toBe(true);
    expect(a.some((p) => /^[\u4e00-\u9fff]+$/.test(p))).toBe(true);
  });
});
