import { describe, expect, it } from 'vitest';
import { barShare, ranking } from './ranking';

describe('a ranking', () => {
  it('keeps its rows in order and tables them for the CSV', () => {
    const r = ranking({ title: '前十', categoryLabel: '采购单位', valueLabel: '中标金额（万元）', unit: '万元', rows: [{ label: '甲局', value: 120.5, href: '/a' }, { label: '乙局', value: 30 }] });
    expect(r.rows.map((x) => x.label)).toEqual(['甲局', '乙局']);
    expect(r.table).toEqual({ columns: ['采购单位', '中标金额（万元）'], rows: [['甲局', 120.5], ['乙局', 30]] });
    expect(r.digits).toBe(2);
    expect(ranking({ title: '前十', categoryLabel: '供应商', valueLabel: '项目数', unit: '项', rows: [{ label: '甲', value: 3 }] }).digits).toBe(0);
  });

  it('draws bars against the largest value, a sliver for a tiny one and none for nothing', () => {
    expect(barShare(50, 100)).toBe(0.5);
    expect(barShare(100, 100)).toBe(1);
    expect(barShare(0.1, 100)).toBe(0.02);
    expect(barShare(0, 100)).toBe(0);
    expect(barShare(5, 0)).toBe(0);
  });
});
