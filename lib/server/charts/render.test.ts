import { describe, expect, it, vi } from 'vitest';
import { barChart, columnChart, legendLines, lineChart } from './render';

// Every instance the module creates, to see each disposed.
const created = vi.hoisted(() => [] as { isDisposed: () => boolean }[]);
vi.mock('echarts/core', async (original) => {
  const core = await original<typeof import('echarts/core')>();
  return { ...core, init: (...args: Parameters<typeof core.init>) => { const chart = core.init(...args); created.push(chart); return chart; } };
});

describe('charts rendered on the server', () => {
  const line = () =>
    lineChart({ title: '近14天趋势', categoryLabel: '日期', categories: ['11-01', '11-02', '11-03'], series: [{ name: '注册', values: [3, 7, 11] }, { name: '登录', values: [20, 0, 42] }] });

  it('draws a line chart as SVG that scales by its viewBox and carries its labels', () => {
    const chart = line();
    expect(chart.svg).toMatch(/^<svg[^>]*viewBox="0 0 480 260"/);
    for (const label of ['11-01', '11-03', '注册', '登录']) expect(chart.svg).toContain(label);
    expect(chart.svg).toContain('#1677ff');
    expect(chart.table).toEqual({ columns: ['日期', '注册', '登录'], rows: [['11-01', 3, 20], ['11-02', 7, 0], ['11-03', 11, 42]] });
  });

  it('draws a bar list with its labels and values, and escapes a label', () => {
    const chart = barChart({ title: '无结果搜索', categoryLabel: '搜索词', valueLabel: '次数', bars: [{ label: '区块链<溯源>', value: 9 }, { label: '数字孪生', value: 4 }] });
    expect(chart.svg).toContain('数字孪生');
    expect(chart.svg).toContain('区块链&lt;溯源&gt;');
    expect(chart.svg).not.toContain('<溯源>');
    expect(chart.svg).toMatch(/>9</);
    expect(chart.table.rows).toEqual([['区块链<溯源>', 9], ['数字孪生', 4]]);
  });

  it('draws columns over categories in their order, each value above its bar', () => {
    const chart = columnChart({ title: '金额区间', categoryLabel: '区间', valueLabel: '项目数', categories: ['10万以下', '10-50万'], values: [12, 30] });
    expect(chart.svg).toMatch(/^<svg[^>]*viewBox="0 0 480 260"/);
    expect(chart.svg.indexOf('10万以下')).toBeLessThan(chart.svg.indexOf('10-50万'));
    expect(chart.svg).toMatch(/>30</);
    expect(chart.table).toEqual({ columns: ['区间', '项目数'], rows: [['10万以下', 12], ['10-50万', 30]] });
  });

  it('makes room for a legend of long names on further lines', () => {
    expect(legendLines(['2026年', '2025年'])).toBe(1);
    expect(legendLines(['北京创德数据科技有限公司', '天津乾达信息技术有限公司', '蓝思信息科技（石家庄）有限公司', '唐山致晟网络科技有限公司'])).toBe(2);
  });

  it('draws an empty list without failing', () => {
    expect(barChart({ title: '无', categoryLabel: '搜索词', valueLabel: '次数', bars: [] }).svg).toMatch(/^<svg/);
  });

  it('disposes every instance it creates', () => {
    created.length = 0;
    line();
    barChart({ title: '无', categoryLabel: '搜索词', valueLabel: '次数', bars: [{ label: 'a', value: 1 }] });
    expect(created).toHaveLength(2);
    expect(created.every((chart) => chart.isDisposed())).toBe(true);
  });
});
