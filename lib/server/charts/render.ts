import 'server-only';
import { init, use as register, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_COLORS, CHART_FONT, CHART_INK } from './palette';
import type { BarChartInput, Chart, ColumnChartInput, LineChartInput } from '@/lib/charts/types';

// Charts drawn on the server (docs/decisions/0011-charts-rendered-on-the-server.md): ECharts' SVG
// renderer without a DOM, so a chart is part of the page's HTML, complete without JavaScript, and no
// chart library reaches the browser. Only the chart types the portal draws are registered.
register([LineChart, BarChart, GridComponent, LegendComponent, SVGRenderer]);

/** The drawing's own size: the SVG scales by its viewBox, this is its proportion and its text's size. */
const WIDTH = 480;
const LINE_HEIGHT = 260;
const BAR_ROW = 28;

const axisText = { color: CHART_INK.muted, fontFamily: CHART_FONT, fontSize: 12 };
const splitLine = { lineStyle: { color: CHART_INK.line } };

/** One chart instance per drawing, always disposed: a server renders many and must keep none. */
function toSvg(option: EChartsCoreOption, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  try {
    // No animation and no hover states: the drawing is static HTML.
    chart.setOption({ animation: false, textStyle: axisText, color: CHART_COLORS, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/**
 * Lines of a legend of these names across the drawing: each item is its mark (16 + 5) and its name at
 * 12 px a character (Chinese text is square), 10 apart; long company names wrap onto further lines.
 */
export function legendLines(names: string[]): number {
  let lines = 1;
  let used = 0;
  for (const name of names) {
    const width = 21 + name.length * 12;
    if (used > 0 && used + width > WIDTH - 16) {
      lines++;
      used = 0;
    }
    used += width + 10;
  }
  return lines;
}

/** Lines over categories (days, say), one per series, with a legend when there are several. */
export function lineChart(input: LineChartInput): Chart {
  const several = input.series.length > 1;
  const legendTop = 16 + 20 * legendLines(input.series.map((s) => s.name));
  const svg = toSvg(
    {
      grid: { left: 8, right: 16, top: several ? legendTop + 8 : 16, bottom: 8, containLabel: true },
      legend: several ? { top: 4, left: 'center', textStyle: axisText, itemWidth: 16, itemHeight: 8, data: input.series.map((s) => s.name) } : undefined,
      xAxis: { type: 'category', data: input.categories, boundaryGap: false, axisLabel: axisText, axisLine: { lineStyle: { color: CHART_INK.lineStrong } } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine },
      series: input.series.map((s) => ({ type: 'line', name: s.name, data: s.values, symbol: 'circle', symbolSize: 5, silent: true, emphasis: { disabled: true } })),
    },
    LINE_HEIGHT,
  );
  return {
    title: input.title,
    svg,
    table: { columns: [input.categoryLabel, ...input.series.map((s) => s.name)], rows: input.categories.map((c, i) => [c, ...input.series.map((s) => s.values[i] ?? 0)]) },
  };
}

/** Horizontal bars, largest first as given, the label on the left and the value at the bar's end. */
export function barChart(input: BarChartInput): Chart {
  const rows = input.bars.length;
  const svg = toSvg(
    {
      grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { show: false } },
      yAxis: { type: 'category', inverse: true, data: input.bars.map((b) => b.label), axisLabel: { ...axisText, color: CHART_INK.text, fontSize: 13 }, axisTick: { show: false }, axisLine: { show: false } },
      series: [{ type: 'bar', name: input.valueLabel, data: input.bars.map((b) => b.value), barMaxWidth: 16, silent: true, emphasis: { disabled: true }, label: { show: true, position: 'right', ...axisText } }],
    },
    Math.max(1, rows) * BAR_ROW + 16,
  );
  return { title: input.title, svg, table: { columns: [input.categoryLabel, input.valueLabel], rows: input.bars.map((b) => [b.label, b.value]) } };
}

/** Vertical bars over categories in their order (a histogram's bands, say), the value above each bar. */
export function columnChart(input: ColumnChartInput): Chart {
  const svg = toSvg(
    {
      grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
      xAxis: { type: 'category', data: input.categories, axisLabel: { ...axisText, interval: 0, hideOverlap: true }, axisTick: { show: false }, axisLine: { lineStyle: { color: CHART_INK.lineStrong } } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine },
      series: [{ type: 'bar', name: input.valueLabel, data: input.values, barMaxWidth: 40, silent: true, emphasis: { disabled: true }, label: { show: true, position: 'top', ...axisText } }],
    },
    LINE_HEIGHT,
  );
  return { title: input.title, svg, table: { columns: [input.categoryLabel, input.valueLabel], rows: input.categories.map((c, i) => [c, input.values[i] ?? 0]) } };
}
