'use client';

// A card of the case library (000 §2): a government tender case (source 1) in a three-column grid, an
// enterprise case (source 0) with its screenshot in two. Both are one stretched link to the detail.
// A client component only so the page's RSC payload carries the record's data once instead of its
// whole markup: lists repeat this markup for every result.
import type { ReactNode } from 'react';
import { QualityImage } from '@/components/ui/quality-image';
import { Tag } from '@/components/ui/tag';
import { formatPeriod } from '@/lib/cases/period';
import type { IndustryCaseInfo } from '@/lib/cases/types';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { formatDate } from '@/lib/format/date';

type CardProps = { item: IndustryCaseInfo };
const classes = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

function Shell({ item, children }: CardProps & { children: ReactNode }) {
  return (
    <article
      data-testid="case-card"
      data-source={item.source}
      className="group relative flex min-w-0 flex-col rounded-card border border-line bg-white p-4 transition hover:-translate-y-0.5 hover:border-primary hover:shadow-pop"
    >
      {children}
    </article>
  );
}

function Title({ item, className }: CardProps & { className?: string }) {
  return (
    <h3 className={classes('line-clamp-2 text-[15px] font-medium leading-normal group-hover:text-primary-active', className)}>
      {/* The link stretches over the card; the text stays selectable through it. */}
      <a href={caseDetailHref(item.caseUuid, item.source)} className="after:absolute after:inset-0 after:content-['']">
        {item.caseTitle}
      </a>
    </h3>
  );
}

function Industry({ item, className }: CardProps & { className: string }) {
  return (
    <p className={classes('flex min-w-0 flex-wrap gap-1.5', className)}>
      <Tag tone="primary">{item.parentIndName}</Tag>
      <Tag tone="info">{item.indName}</Tag>
    </p>
  );
}

/** The date the publish-time sort orders by. */
function Published({ item, className }: CardProps & { className?: string }) {
  return (
    <time dateTime={item.publishTime} className={classes('tabular-nums', className)}>
      {formatDate(item.publishTime)}
    </time>
  );
}

/** The thumbnail box has a fixed ratio with or without a screenshot, so cards line up and never shift. */
function Thumbnail({ item }: CardProps) {
  return (
    <div className="relative aspect-[8/5] w-28 shrink-0 self-start overflow-hidden rounded border border-line bg-primary-soft sm:w-40">
      {item.firstPic ? (
        <QualityImage src={item.firstPic} alt="" fill sizes="160px" className="object-cover" />
      ) : (
        <span aria-hidden className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-primary-active">
          {item.parentIndName}
        </span>
      )}
    </div>
  );
}

function GovCard({ item }: CardProps) {
  return (
    <Shell item={item}>
      <Title item={item} className="min-h-[3em]" />
      <Industry item={item} className="mt-2" />
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
          <Published item={item} />
        </p>
      </div>
    </Shell>
  );
}

function EntCard({ item }: CardProps) {
  return (
    <Shell item={item}>
      <div className="flex min-w-0 gap-3 sm:gap-4">
        <Thumbnail item={item} />
        <div className="min-w-0 flex-1">
          <Title item={item} />
          <Industry item={item} className="mt-1.5" />
          <p className="mt-1.5 truncate text-meta text-ink-muted">客户：{item.serviceCustom}</p>
          <p className="flex justify-between gap-3 text-meta text-ink-muted">
            <span>周期：{formatPeriod(item.period)}</span>
            <Published item={item} className="text-ink-faint" />
          </p>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 text-meta leading-relaxed text-ink-muted">{item.caseDesc}</p>
    </Shell>
  );
}

/** A case of the library, as its source's card. */
export function CaseCard({ item }: CardProps) {
  return item.source === 1 ? <GovCard item={item} /> : <EntCard item={item} />;
}
