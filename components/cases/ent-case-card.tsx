'use client';

// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import { QualityImage } from '@/components/ui/quality-image';
import { Tag } from '@/components/ui/tag';
import { formatPeriod } from '@/lib/cases/period';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { formatDate } from '@/lib/format/date';

/** The thumbnail box has a fixed ratio with or without a screenshot, so cards line up and never shift. */
function Thumbnail({ item }: { item: IndustryCaseInfo }) {
  return (
    <div className="relative aspect-[8/5] w-28 shrink-0 self-start overflow-hidden rounded border border-line bg-primary-soft sm:w-40">
      {item.firstPic ? (
        <QualityImage src={item.firstPic} alt="" fill sizes="160px" className="object-cover" />
      ) : (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-primary/60">
          {item.parentIndName}
        </span>
      )}
    </div>
  );
}

/** An enterprise industry case (source 0): the whole card opens its detail. */
export function EntCaseCard({ item }: { item: IndustryCaseInfo }) {
  return (
    <article
      data-testid="case-card"
      data-source={item.source}
      className="group relative flex min-w-0 flex-col rounded-card border border-line bg-white p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop"
    >
      <div className="flex min-w-0 gap-3 sm:gap-4">
        <Thumbnail item={item} />
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-[15px] font-medium leading-normal group-hover:text-primary-active">
            {/* The link stretches over the card; the text stays selectable through it. */}
            <a href={caseDetailHref(item.caseUuid, item.source)} className="after:absolute after:inset-0 after:content-['']">
              {item.caseTitle}
            </a>
          </h3>
          <p className="mt-1.5 flex min-w-0 flex-wrap gap-1.5">
            <Tag tone="primary">{item.parentIndName}</Tag>
            <Tag tone="info">{item.indName}</Tag>
          </p>
          <p className="mt-1.5 truncate text-meta text-ink-muted">客户：{item.serviceCustom}</p>
          <p className="flex justify-between gap-3 text-meta text-ink-muted">
            <span>周期：{formatPeriod(item.period)}</span>
            {/* The date the publish-time sort orders by. */}
            <time dateTime={item.publishTime} className="tabular-nums text-ink-faint">
              {formatDate(item.publishTime)}
            </time>
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-meta leading-relaxed text-ink-muted">{item.caseDesc}</p>
    </article>
  );
}
