import { describe, expect, it, vi } from 'vitest';
import { barChart, columnChart, lineChart } from './render';

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
    for (const label of ['11-01', '11-03']) expect(chart.svg).toContain(label);
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

  it('marks every drawn value with its series and index, for the tooltips of the client runtime', () => {
    const marks = [...line().svg.matchAll(/ecmeta_series_index="(\d)" ecmeta_data_index="(\d)" ecmeta_ssr_type="chart"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(marks.sort()).toEqual(['0:0', '0:1', '0:2', '1:0', '1:1', '1:2']);
    const bars = barChart({ title: '无结果搜索', categoryLabel: '搜索词', valueLabel: '次数', bars: [{ label: '甲', value: 9 }, { label: '乙', value: 4 }] });
    expect(bars.svg.match(/ecmeta_ssr_type="chart"/g)).toHaveLength(2);
    expect(bars.svg).not.toContain('ecmeta_silent');
  });

  it('gives several series a legend for the page and marks each line with its series', () => {
    const chart = line();
    expect(chart.legend).toEqual([{ name: '注册', color: '#1677ff' }, { name: '登录', color: expect.stringMatching(/^#/) }]);
    expect(chart.svg).not.toContain('ecmeta_ssr_type="legend"');
    // Each series' line is one path in its colour, marked with its series; nothing else is marked.
    for (const [i, item] of chart.legend!.entries()) {
      const lines = [...chart.svg.matchAll(new RegExp(`<path [^>]*stroke="${item.color}"[^>]*>`, 'gi'))].map((m) => m[0]);
      expect(lines.length).toBeGreaterThan(0);
      for (const tag of lines) expect(tag).toContain(`data-series="${i}"`);
    }
    expect(chart.svg.match(/data-series=/g)).toHaveLength(2);
    const single = lineChart({ title: '趋势', categoryLabel: '日期', categories: ['11-01'], series: [{ name: '注册', values: [3] }] });
    expect(single.legend).toBeUndefined();
    expect(single.svg).not.toContain('data-series');
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
