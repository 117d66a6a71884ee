'use client';

// A client component only so the page's RSC payload carries each row's texts once (lib/home/rows.ts)
// instead of its whole markup (docs/decisions/0003-client-components-to-shrink-the-rsc-payload.md).
// Plain links: no next/link instances to hydrate and no prefetches on the busiest page. The repeated
// class lists are the home-* utilities of app/globals.css.
import { SupplierLogo } from '@/components/suppliers/supplier-logo';
import type { HomeCaseRow, HomeNewsRow, HomeRow, HomeSolutionCard, HomeSupplierCard } from '@/lib/home/rows';
import { EmptyBlock } from './home-block';

const KIND_TONE = { 意向: 'bg-info-soft text-info', 公告: 'bg-success-soft text-success' } as const;

/** Winning bids and tenders: the project (a tender tagged 意向 or 公告), its buyer, amount and date. */
export function RowList({ rows }: { rows: HomeRow[] }) {
  if (rows.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line">
      {rows.map((r) => (
        <li key={r.key} className="home-row">
          <div className="min-w-0 flex-1">
            {r.kind ? (
              <a href={r.href} className="home-title flex items-center gap-2">
                <span className={`home-chip ${KIND_TONE[r.kind]}`}>{r.kind}</span>
                <span className="truncate">{r.title}</span>
              </a>
            ) : (
              <a href={r.href} className="home-title block truncate">
                {r.title}
              </a>
            )}
            <p className="home-meta truncate">{r.buyer}</p>
          </div>
          <div className="shrink-0 text-right">
            <div className="home-price">{r.amount}</div>
            <div className="home-meta tabular-nums">{r.date}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CaseList({ cases }: { cases: HomeCaseRow[] }) {
  if (cases.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line">
      {cases.map((c) => (
        <li key={c.key} className="px-5 py-3">
          <a href={c.href} className="home-title line-clamp-1">
            {c.title}
          </a>
          <p className="home-meta mt-0.5 flex gap-2">
            <span className="home-chip home-chip-primary">{c.industry}</span>
            <span className="truncate">{c.unit}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SolutionGrid({ solutions }: { solutions: HomeSolutionCard[] }) {
  if (solutions.length === 0) return <EmptyBlock />;
  return (
    <ul className="home-grid">
      {solutions.map((s) => (
        <li key={s.key} className="home-card flex-col">
          <p className="flex items-center gap-2 text-meta">
            <span className="home-chip home-chip-primary">{s.category}</span>
            {s.badge && <span className="home-chip bg-price-soft text-price">{s.badge}</span>}
          </p>
          <a href={s.href} className="home-title mt-2 line-clamp-1">
            {s.title}
          </a>
          <p className="mt-1 line-clamp-2 flex-1 text-meta text-ink-muted">{s.desc}</p>
          <p className="mt-3 flex items-baseline justify-between gap-2 text-meta">
            <span className="truncate text-ink-faint">{s.provider}</span>
            <span className="home-price shrink-0">{s.price}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SupplierGrid({ suppliers, cityName }: { suppliers: HomeSupplierCard[]; cityName: string }) {
  if (suppliers.length === 0) return <EmptyBlock />;
  return (
    <ul className="home-grid">
      {suppliers.map((s) => (
        <li key={s.id} className="home-card gap-3">
          <SupplierLogo compName={s.name} cityName={cityName} logo={s.logo} />
          <div className="min-w-0">
            <a href={s.href} className="home-title line-clamp-1">
              {s.name}
            </a>
            <p className="home-meta mt-0.5">
              {`${s.scale} · 案例 `}
              <span className="tabular-nums text-ink">{s.caseCount}</span>
            </p>
            <p className="mt-1 line-clamp-1 text-meta text-ink-muted">{s.trades}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NewsList({ news }: { news: HomeNewsRow[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 px-5 py-2 md:grid-cols-2">
      {news.map((a) => (
        <li key={a.id} className="home-news-row">
          <span className="home-chip home-chip-primary">{a.label}</span>
          <a href={a.href} className="min-w-0 flex-1 truncate hover:text-primary-active">
            {a.title}
          </a>
          <time dateTime={a.time} className="home-meta shrink-0 tabular-nums">
            {a.timeText}
          </time>
        </li>
      ))}
    </ul>
  );
}
