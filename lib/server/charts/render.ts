import 'server-only';
import { init, use as register, type EChartsCoreOption } from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { CHART_COLORS, CHART_FONT, CHART_INK } from './palette';
import type { BarChartInput, Chart, ColumnChartInput, LineChartInput } from '@/lib/charts/types';

// Charts drawn on the server (docs/decisions/0011-charts-rendered-on-the-server.md): ECharts' SVG
// renderer without a DOM, so a chart is part of the page's HTML, complete without JavaScript, and no
// chart library reaches the browser. Only the chart types the portal draws are registered. Series are
// not silent: ECharts then marks each drawn value with its series and index (`ecmeta_*` attributes),
// which its small client runtime reads for tooltips after hydration (components/charts/chart-hover.tsx).
register([LineChart, BarChart, GridComponent, SVGRenderer]);

/** The drawing's own size: the SVG scales by its viewBox, this is its proportion and its text's size. */
const WIDTH = 480;
const LINE_HEIGHT = 260;
const BAR_ROW = 28;

const axisText = { color: CHART_INK.muted, fontFamily: CHART_FONT, fontSize: 12 };
const splitLine = { lineStyle: { color: CHART_INK.line } };

/**
 * Axis labels inside the drawing (ECharts 6's `outerBounds`, what `containLabel` did before it): the
 * grid's own box is the bound, and the labels are fitted into it.
 */
const labelsInside = { outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' } as const;

/** One chart instance per drawing, always disposed: a server renders many and must keep none. */
function toSvg(option: EChartsCoreOption, height: number): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width: WIDTH, height });
  try {
    // No animation and no hover styles: the drawing is static until the client runtime reads its marks.
    chart.setOption({ animation: false, textStyle: axisText, color: CHART_COLORS, ...option });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

const seriesColor = (i: number) => CHART_COLORS[i % CHART_COLORS.length]!;

/**
 * Marks each series' line with `data-series`, as ECharts marks its points, so the legend can hide a
 * series (chart-hover.tsx). The drawing has no legend of its own and axes and grid are drawn in the ink
 * colours, so a stroke in a series' colour is that series' line.
 */
export function markSeriesLines(svg: string, count: number): string {
  const byColor = new Map(Array.from({ length: count }, (_, i) => [seriesColor(i).toLowerCase(), i]));
  return svg.replace(/<path ([^>]*?)stroke="([^"]+)"/g, (tag: string, _attrs: string, color: string) => {
    const i = byColor.get(color.toLowerCase());
    return i === undefined ? tag : `${tag} data-series="${i}"`;
  });
}

/**
 * Lines over categories (days, say), one per series. Several series get a legend, drawn by the page in
 * HTML (it wraps long names and its items are buttons that hide a series).
 */
export function lineChart(input: LineChartInput): Chart {
  const several = input.series.length > 1;
  const drawn = toSvg(
    {
      grid: { left: 8, right: 16, top: 16, bottom: 8, ...labelsInside },
      xAxis: { type: 'category', data: input.categories, boundaryGap: false, axisLabel: axisText, axisLine: { lineStyle: { color: CHART_INK.lineStrong } } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine },
      series: input.series.map((s) => ({ type: 'line', name: s.name, data: s.values, symbol: 'circle', symbolSize: 5, emphasis: { disabled: true } })),
    },
    LINE_HEIGHT,
  );
  return {
    title: input.title,
    svg: several ? markSeriesLines(drawn, input.series.length) : drawn,
    legend: several ? input.series.map((s, i) => ({ name: s.name, color: seriesColor(i) })) : undefined,
    table: { columns: [input.categoryLabel, ...input.series.map((s) => s.name)], rows: input.categories.map((c, i) => [c, ...input.series.map((s) => s.values[i] ?? 0)]) },
  };
}

/** Horizontal bars, largest first as given, the label on the left and the value at the bar's end. */
export function barChart(input: BarChartInput): Chart {
  const rows = input.bars.length;
  const svg = toSvg(
    {
      grid: { left: 8, right: 40, top: 8, bottom: 8, ...labelsInside },
      xAxis: { type: 'value', minInterval: 1, axisLabel: { show: false }, splitLine: { show: false } },
      yAxis: { type: 'category', inverse: true, data: input.bars.map((b) => b.label), axisLabel: { ...axisText, color: CHART_INK.text, fontSize: 13 }, axisTick: { show: false }, axisLine: { show: false } },
      series: [{ type: 'bar', name: input.valueLabel, data: input.bars.map((b) => b.value), barMaxWidth: 16, emphasis: { disabled: true }, label: { show: true, position: 'right', ...axisText } }],
    },
    Math.max(1, rows) * BAR_ROW + 16,
  );
  return { title: input.title, svg, table: { columns: [input.categoryLabel, input.valueLabel], rows: input.bars.map((b) => [b.label, b.value]) } };
}

/** Vertical bars over categories in their order (a histogram's bands, say), the value above each bar. */
export function columnChart(input: ColumnChartInput): Chart {
  const svg = toSvg(
    {
      grid: { left: 8, right: 8, top: 24, bottom: 8, ...labelsInside },
      xAxis: { type: 'category', data: input.categories, axisLabel: { ...axisText, interval: 0, hideOverlap: true }, axisTick: { show: false }, axisLine: { lineStyle: { color: CHART_INK.lineStrong } } },
      yAxis: { type: 'value', minInterval: 1, axisLabel: axisText, splitLine },
      series: [{ type: 'bar', name: input.valueLabel, data: input.values, barMaxWidth: 40, emphasis: { disabled: true }, label: { show: true, position: 'top', ...axisText } }],
    },
    LINE_HEIGHT,
  );
  return { title: input.title, svg, table: { columns: [input.categoryLabel, input.valueLabel], rows: input.categories.map((c, i) => [c, input.values[i] ?? 0]) } };
}
