'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { Tag } from '@/components/ui/tag';
import { formatPeriod } from '@/lib/cases/period';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { formatDate } from '@/lib/format/date';

/** A government tender case (source 1): the whole card opens its detail. */
export function GovCaseCard({ item }: { item: IndustryCaseInfo }) {
  return (
    <article
      data-testid="case-card"
      data-source={item.source}
      className="group relative flex min-w-0 flex-col rounded-card border border-line bg-white p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop"
    >
      <h3 className="line-clamp-2 min-h-[3em] text-[15px] font-medium leading-normal group-hover:text-primary-active">
        {/* The link stretches over the card; the text stays selectable through it. */}
        <a href={caseDetailHref(item.caseUuid, item.source)} className="after:absolute after:inset-0 after:content-['']">
          {item.caseTitle}
        </a>
      </h3>
      <p className="mt-2 flex min-w-0 flex-wrap gap-1.5">
        <Tag tone="primary">{item.parentIndName}</Tag>
        <Tag tone="info">{item.indName}</Tag>
      </p>
      <dl className="mt-3 space-y-1 text-meta text-ink-muted">
        <div className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-ink-faint">所在城市：</dt>
          <dd className="truncate">{item.cityName}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-ink-faint">服务商：</dt>
          <dd className="truncate">{item.buName ?? '未公开'}</dd>
        </div>
      </dl>
      {/* Pinned to the bottom so the footers of a row line up whatever the title's length. */}
      <div className="mt-auto pt-3">
        <p className="flex items-center justify-between border-t border-dashed border-line pt-2.5 text-meta text-ink-faint">
          <span>
            周期 <span className="text-ink-muted">{formatPeriod(item.period)}</span>
          </span>
          <time dateTime={item.publishTime} className="tabular-nums">
            {formatDate(item.publishTime)}
          </time>
        </p>
      </div>
    </article>
  );
}
