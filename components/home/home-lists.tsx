import Link from 'next/link';
import { SupplierLogo } from '@/components/suppliers/supplier-logo';
import { formatAmount, formatDate } from '@/lib/format/amount';
import type { HomeBid, HomeCase, HomeSupplier } from '@/lib/home/types';
import type { Article } from '@/lib/news/types';
import { articleHref } from '@/lib/news/links';
import { bidBudgetText } from '@/lib/opportunities/card-text';
import { bidHref } from '@/lib/opportunities/links';
import type { BidCard } from '@/lib/opportunities/types';
import { ORIGIN_TAG_LABELS, cutDescription, priceText, solutionHref } from '@/lib/solutions/display';
import type { SolutionListItem } from '@/lib/solutions/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { EmptyBlock } from './home-block';

// The lists of the home page's blocks: plain server-rendered links, complete without JavaScript.

export function WinningBidList({ bids }: { bids: HomeBid[] }) {
  if (bids.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line">
      {bids.map((b) => (
        <li key={b.bidId} className="flex items-center gap-4 px-5 py-3">
          <div className="min-w-0 flex-1">
            <Link href={`/search-signdetail.html?id=${b.bidId}`} className="block truncate font-medium hover:text-primary-active">
              {b.projectName}
            </Link>
            <p className="truncate text-meta text-ink-faint">采购单位：{b.purchaser}</p>
          </div>
          <div className="shrink-0 text-right">
            <div className="font-semibold tabular-nums text-price">{formatAmount(b.amount)}</div>
            <div className="text-meta tabular-nums text-ink-faint">{formatDate(b.publishTime)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function TenderList({ tenders }: { tenders: BidCard[] }) {
  if (tenders.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line">
      {tenders.map((t) => (
        <li key={t.code} className="flex items-center gap-4 px-5 py-3">
          <div className="min-w-0 flex-1">
            <Link href={bidHref(t)} className="flex items-center gap-2 font-medium hover:text-primary-active">
              <span className={`shrink-0 rounded px-1.5 text-meta ${t.type === 1 ? 'bg-info-soft text-info' : 'bg-success-soft text-success'}`}>{t.type === 1 ? '意向' : '公告'}</span>
              <span className="truncate">{t.projectName}</span>
            </Link>
            <p className="truncate text-meta text-ink-faint">采购单位：{t.purchaserName}</p>
          </div>
          <div className="shrink-0 text-right">
            <div className="font-semibold tabular-nums text-price">{bidBudgetText(t)}</div>
            <div className="text-meta tabular-nums text-ink-faint">{t.showEndStatus ? '已截止' : formatDate(t.publishTime)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function CaseList({ cases }: { cases: HomeCase[] }) {
  if (cases.length === 0) return <EmptyBlock />;
  return (
    <ul className="divide-y divide-line">
      {cases.map((c) => (
        <li key={c.caseUuid} className="px-5 py-3">
          <Link href={`/business-detail.html?id=${c.caseUuid}&source=${c.source}`} className="line-clamp-1 font-medium hover:text-primary-active">
            {c.caseTitle}
          </Link>
          <p className="mt-0.5 flex gap-2 text-meta text-ink-faint">
            <span className="shrink-0 rounded bg-primary-soft px-1.5 text-primary-active">{c.parentIndName}</span>
            <span className="truncate">{c.buName}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SolutionGrid({ solutions }: { solutions: SolutionListItem[] }) {
  if (solutions.length === 0) return <EmptyBlock />;
  return (
    <ul className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3">
      {solutions.map((s) => (
        <li key={`${s.originSource}-${s.originIdSec}`} className="flex flex-col rounded-card border border-line p-4 transition hover:border-primary hover:shadow-card">
          <p className="flex items-center gap-2 text-meta">
            <span className="rounded bg-primary-soft px-1.5 text-primary-active">{s.firstCategoryName}</span>
            {s.originTag === 2 && <span className="rounded bg-price-soft px-1.5 text-price">{ORIGIN_TAG_LABELS[2]}</span>}
          </p>
          <Link href={solutionHref(s)} className="mt-2 line-clamp-1 font-medium hover:text-primary-active">
            {s.serviceName}
          </Link>
          <p className="mt-1 line-clamp-2 flex-1 text-meta text-ink-muted">{cutDescription(s.serviceDesc, 60)}</p>
          <p className="mt-3 flex items-baseline justify-between gap-2 text-meta">
            <span className="truncate text-ink-faint">{s.serviceProvider}</span>
            <span className="shrink-0 font-semibold tabular-nums text-price">{priceText(s.servicePrice)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

export function SupplierGrid({ suppliers, cityName }: { suppliers: HomeSupplier[]; cityName: string }) {
  if (suppliers.length === 0) return <EmptyBlock />;
  return (
    <ul className="grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-3">
      {suppliers.map((s) => (
        <li key={s.id} className="flex gap-3 rounded-card border border-line p-4 transition hover:border-primary hover:shadow-card">
          <SupplierLogo compName={s.compName} cityName={cityName} logo={s.logo} />
          <div className="min-w-0">
            <Link href={supplierDetailHref(s.id)} className="line-clamp-1 font-medium hover:text-primary-active">
              {s.compName}
            </Link>
            <p className="mt-0.5 text-meta text-ink-faint">
              {s.compScale}企业 · 案例 <span className="tabular-nums text-ink">{s.caseCount}</span>
            </p>
            <p className="mt-1 line-clamp-1 text-meta text-ink-muted">{s.serviceTrade.join('、')}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function NewsList({ articles }: { articles: Article[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-6 px-5 py-2 md:grid-cols-2">
      {articles.map((a) => (
        <li key={a.id} className="flex items-baseline gap-3 border-b border-line py-2.5 last:border-b-0 md:[&:nth-last-child(2)]:border-b-0">
          <span className="shrink-0 rounded bg-primary-soft px-1.5 text-meta text-primary-active">{a.relatedLabelName}</span>
          <Link href={articleHref(a.id)} className="min-w-0 flex-1 truncate hover:text-primary-active">
            {a.title}
          </Link>
          <time dateTime={a.publishTime} className="shrink-0 text-meta tabular-nums text-ink-faint">
            {a.publishTimeStr}
          </time>
        </li>
      ))}
    </ul>
  );
}
