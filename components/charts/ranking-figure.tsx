import { barShare } from '@/lib/charts/ranking';
import type { Ranking } from '@/lib/charts/types';
import { FigureHead } from './chart-figure';

// A ranking as an ordered list with a bar per row (lib/charts/types.ts `Ranking`): the list is its own
// text alternative, each name links to its profile, and a long name wraps instead of being cut. The
// bars are decoration (aria-hidden): the figure beside each is the value.

export function RankingFigure({ ranking, testId, csvHref }: { ranking: Ranking; testId?: string; csvHref?: string }) {
  const largest = ranking.rows[0]?.value ?? 0;
  return (
    <figure className="rounded-card bg-white p-4 shadow-card" data-testid={testId}>
      <FigureHead title={ranking.title} csvHref={csvHref} png={false} />
      {ranking.rows.length === 0 ? (
        <p className="mt-3 text-meta text-ink-muted">暂无数据</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-2 text-meta">
          {ranking.rows.map((row, i) => (
            <li key={`${row.label}-${i}`} className="grid grid-cols-[1.25rem_minmax(0,1fr)_auto] items-baseline gap-x-2 gap-y-1">
              <span className="text-right tabular-nums text-ink-muted">{i + 1}</span>
              {row.href ? (
                <a href={row.href} className="break-words text-primary-active hover:underline">
                  {row.label}
                </a>
              ) : (
                <span className="break-words text-ink">{row.label}</span>
              )}
              <span className="tabular-nums text-ink-muted">
                {row.value.toLocaleString('zh-CN', { minimumFractionDigits: ranking.digits, maximumFractionDigits: ranking.digits })} {ranking.unit}
              </span>
              <span aria-hidden className="col-span-2 col-start-2 block h-1.5 rounded-full bg-primary-soft">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${(barShare(row.value, largest) * 100).toFixed(1)}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
