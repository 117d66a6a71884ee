// A chart as the pages show it (components/charts/chart-figure.tsx): the drawing, rendered on the
// server (lib/server/charts), and the same figures as a table, its text alternative.

export interface ChartTable {
  columns: string[];
  rows: (string | number)[][];
}

export interface Chart {
  /** The chart's accessible name: what it shows, in a few words. */
  title: string;
  /** An SVG document with a viewBox: it scales to its box. */
  svg: string;
  table: ChartTable;
  /** A chart of several series: their names and colours, for the page's own legend. */
  legend?: { name: string; color: string }[];
}

/**
 * A ranking (the top ten purchasers by amount, say), shown as an HTML list with a bar per row rather
 * than a drawing: its names are links, long names wrap on a phone, and it costs no ECharts layout
 * (docs/analytics.md "Cost"). Its table is the CSV download, as a chart's is.
 */
export interface Ranking {
  title: string;
  /** How a value reads beside its bar (万元, 项). */
  unit: string;
  /** Decimals every value is shown with: 2 when any value has a fraction (万元), else 0. */
  digits: number;
  rows: { label: string; value: number; href?: string }[];
  table: ChartTable;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface LineChartInput {
  title: string;
  /** The table's heading of the categories (日期, say). */
  categoryLabel: string;
  categories: string[];
  series: ChartSeries[];
}

export interface RankingInput {
  title: string;
  categoryLabel: string;
  valueLabel: string;
  unit: string;
  rows: { label: string; value: number; href?: string }[];
}

export interface BarChartInput {
  title: string;
  categoryLabel: string;
  valueLabel: string;
  bars: { label: string; value: number }[];
}

export interface ColumnChartInput {
  title: string;
  categoryLabel: string;
  valueLabel: string;
  categories: string[];
  values: number[];
}
