import 'server-only';
import { toCsv } from '@/lib/format/csv';
import type { Chart } from '@/lib/charts/types';

// A chart's figures as a CSV download (docs/analytics.md "Charts"): its data table, UTF-8 with a BOM.

/** The chart id of a `<id>.csv` path segment among `ids`, or null. */
export function chartOfSegment<T extends string>(segment: string, ids: readonly T[]): T | null {
  const id = segment.endsWith('.csv') ? segment.slice(0, -4) : '';
  return (ids as readonly string[]).includes(id) ? (id as T) : null;
}

export function chartCsvResponse(chart: Pick<Chart, 'title' | 'table'> | null): Response {
  if (!chart) return new Response('图表不存在', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(toCsv(chart.table.columns, chart.table.rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="chart.csv"; filename*=UTF-8''${encodeURIComponent(chart.title)}.csv`,
      'cache-control': 'public, max-age=600',
    },
  });
}
