import type { ReactNode } from 'react';

// The one frame of the opportunity card family (001 §3): badges and the title (its link covers the
// card), the amount on the right, tags, facts and a foot line with the follow button.

export interface CardFrameProps {
  href: string;
  title: string;
  recommend: boolean;
  /** Past its deadline (已截止). */
  ended: boolean;
  amountLabel: string;
  amount: string;
  tags: ReactNode;
  facts: ReactNode;
  foot: ReactNode;
  testId: string;
}

export function Badge({ tone, children }: { tone: 'hot' | 'off'; children: ReactNode }) {
  return (
    <span
      className={`mr-1.5 inline-block shrink-0 rounded-sm px-1 align-[2px] text-[11px] font-medium leading-4 ${
        tone === 'hot' ? 'bg-price text-white' : 'border border-line-strong bg-page text-ink-faint'
      }`}
    >
      {children}
    </span>
  );
}

export function CardFrame({ href, title, recommend, ended, amountLabel, amount, tags, facts, foot, testId }: CardFrameProps) {
  return (
    <article
      data-testid={testId}
      data-ended={ended ? '1' : '0'}
      className="group relative flex h-full min-w-0 flex-col rounded-card border border-line bg-white p-4 transition hover:border-primary/60 hover:shadow-pop"
    >
      <div className="flex min-w-0 items-start gap-4">
        <h3 className="line-clamp-2 min-w-0 flex-1 text-[15px] font-medium leading-snug">
          {recommend && <Badge tone="hot">推荐</Badge>}
          {ended && <Badge tone="off">已截止</Badge>}
          {/* The link stretches over the card; the follow button sits above it. */}
          <a href={href} className="after:absolute after:inset-0 after:content-[''] group-hover:text-primary-active">
            {title}
          </a>
        </h3>
        <div className="shrink-0 text-right leading-tight">
          <div className="text-meta text-ink-faint">{amountLabel}</div>
          <div data-testid="card-amount" className={`mt-0.5 text-lg font-semibold tabular-nums ${ended ? 'text-ink-faint' : 'text-price'}`}>
            {amount}
          </div>
        </div>
      </div>
      <div className="tag-row mt-2">{tags}</div>
      <dl className="facts mt-2.5 grid gap-x-6 gap-y-1 sm:grid-cols-2">{facts}</dl>
      <div className="mt-auto flex items-center gap-3 border-t border-dashed border-line pt-2.5 text-meta text-ink-faint [&:not(:first-child)]:mt-3">{foot}</div>
    </article>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 truncate">
      <dt>{label}：</dt>
      <dd>{children}</dd>
    </div>
  );
}
