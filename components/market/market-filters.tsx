import { marketHref, MARKET_PATH } from '@/lib/market/links';
import { MARKET_TRADES, PROJECT_KINDS } from '@/lib/market/options';
import type { MarketFilter } from '@/lib/market/schemas';

// The market's filters as a plain GET form (complete without JavaScript): the page's address is its
// state (docs/analytics.md), and 重置 is a link to the unfiltered page.

const select = 'h-9 min-w-0 rounded-card border border-line bg-white px-2 text-ink';

export function MarketFilters({ filter, years, year }: { filter: MarketFilter; years: number[]; year: number }) {
  return (
    <form action={MARKET_PATH} method="get" className="flex flex-wrap items-end gap-3" aria-label="筛选条件">
      <label className="flex flex-col gap-1 text-meta text-ink-muted">
        行业
        <select name="trade" defaultValue={filter.trade ?? ''} className={select}>
          <option value="">全部行业</option>
          {MARKET_TRADES.map((t) => (
            <option key={t} value={t}>{t}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-meta text-ink-muted">
        项目类型
        <select name="kind" defaultValue={filter.kind ?? ''} className={select}>
          <option value="">全部类型</option>
          {PROJECT_KINDS.map((k) => (
            <option key={k.code} value={k.code}>{k.label}</option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-meta text-ink-muted">
        年度
        <select name="year" defaultValue={String(year)} className={select}>
          {years.map((y) => (
            <option key={y} value={y}>{y}年</option>
          ))}
        </select>
      </label>
      <button type="submit" className="h-9 rounded-card bg-primary-active px-4 font-medium text-white">
        查看
      </button>
      <a href={marketHref({})} className="flex h-9 items-center text-meta text-primary-active hover:underline">
        重置
      </a>
    </form>
  );
}
