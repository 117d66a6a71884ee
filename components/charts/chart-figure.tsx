import type { Chart } from '@/lib/charts/types';
import { ChartHover } from './chart-hover';
import { PngDownload } from './png-download';

// A chart rendered on the server (lib/server/charts), inlined: the drawing is an image named by its
// title, and the same figures are a table behind a toggle (<details>), so the chart is complete without
// JavaScript and readable by a screen reader (docs/accessibility.md). With `csvHref` the figures download
// as CSV (a link, no JavaScript) and the drawing as PNG (drawn in the browser). Once JavaScript runs,
// values show in a tooltip and a legend hides a series (chart-hover.tsx).

const cell = 'border-b border-line px-2 py-1';

const download = 'text-meta text-primary-active hover:underline';

/** A figure's caption and its downloads: the CSV always, the PNG only for a drawing. */
export function FigureHead({ title, csvHref, png }: { title: string; csvHref?: string; png: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
      <figcaption className="font-semibold text-ink">{title}</figcaption>
      {csvHref && (
        <span className="flex gap-3">
          <a href={csvHref} download className={download} aria-label={`下载CSV：${title}`}>
            下载CSV
          </a>
          {png && <PngDownload name={title} className={download} />}
        </span>
      )}
    </div>
  );
}

export function ChartFigure({ chart, testId, csvHref }: { chart: Chart; testId?: string; csvHref?: string }) {
  return (
    <figure className="rounded-card bg-white p-4 shadow-card" data-testid={testId}>
      <FigureHead title={chart.title} csvHref={csvHref} png />
      {/* The SVG is the server's own drawing of our figures (no user markup: ECharts escapes its labels). */}
      <ChartHover legend={chart.legend}>
        <div
          role="img"
          aria-label={chart.title}
          className="mt-2 [&>svg]:h-auto [&>svg]:w-full [&>svg]:max-w-full"
          dangerouslySetInnerHTML={{ __html: chart.svg }}
        />
      </ChartHover>
      <details className="mt-2 text-meta">
        <summary className="cursor-pointer text-primary-active hover:underline">查看数据表</summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full border-collapse text-left tabular-nums">
            <thead className="text-ink-muted">
              <tr>
                {chart.table.columns.map((c) => (
                  <th key={c} scope="col" className={`${cell} font-normal`}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.table.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((value, j) =>
                    j === 0 ? <th key={j} scope="row" className={`${cell} font-normal`}>{value}</th> : <td key={j} className={cell}>{value}</td>,
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
