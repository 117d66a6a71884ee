import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/ui/breadcrumb';
import { Badge } from './card-frame';
import { FollowButton } from './follow-button';

// The detail page of an opportunity card: the card's fields laid out in full, the text, the follow
// button and, beside them, the subscription of the same channel.

export interface DetailFrameProps {
  crumbs: Crumb[];
  title: string;
  recommend: boolean;
  ended: boolean;
  tags: ReactNode;
  amountLabel: string;
  amount: string;
  facts: [label: string, value: ReactNode][];
  follow: { orderId: string; followed: boolean; jfId: number | null };
  bodyTitle: string;
  /** Paragraphs of the notice or demand text. */
  body: string;
  aside: ReactNode;
  /** Where 'more like this' leads. */
  listHref: string;
}

export function DetailFrame({ crumbs, title, recommend, ended, tags, amountLabel, amount, facts, follow, bodyTitle, body, aside, listHref }: DetailFrameProps) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={crumbs} />
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_290px]">
        <div className="min-w-0 space-y-4">
          <article data-testid="opportunity-detail" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <h1 className="text-xl font-semibold leading-snug sm:text-2xl">
              {recommend && <Badge tone="hot">推荐</Badge>}
              {ended && <Badge tone="off">已截止</Badge>}
              {title}
            </h1>
            <div className="tag-row mt-3">{tags}</div>
            <div className="mt-4 flex flex-wrap items-end justify-between gap-4 rounded-card bg-price-soft/60 px-4 py-3">
              <div>
                <div className="text-meta text-ink-muted">{amountLabel}</div>
                <div data-testid="detail-amount" className={`text-2xl font-semibold tabular-nums ${ended ? 'text-ink-faint' : 'text-price'}`}>
                  {amount}
                </div>
              </div>
              <div className="flex items-center gap-3">
                <FollowButton {...follow} className="h-8 px-4 text-sm" />
                <a href={listHref} className="text-meta text-primary-active hover:underline">
                  更多同类商机 ›
                </a>
              </div>
            </div>
            <dl data-testid="detail-facts" className="mt-4 grid gap-x-8 gap-y-2.5 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="flex min-w-0 gap-2">
                  <dt className="w-20 shrink-0 text-ink-faint">{label}</dt>
                  <dd className="min-w-0 break-words text-ink">{value}</dd>
                </div>
              ))}
            </dl>
          </article>
          <section aria-labelledby="detail-body" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <h2 id="detail-body" className="border-l-4 border-primary pl-2.5 text-base font-semibold leading-none">
              {bodyTitle}
            </h2>
            <div className="mt-4 space-y-3 leading-7 text-ink-muted">
              {body.split(/\n\s*\n/).map((paragraph, i) => (
                <p key={i} className="indent-8">
                  {paragraph}
                </p>
              ))}
            </div>
          </section>
        </div>
        <aside aria-label="商机订阅" className="min-w-0 space-y-4">
          {aside}
        </aside>
      </div>
    </div>
  );
}

/** The aside's box: the channel's subscribe button with a line on what it does. */
export function SubscribeBox({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="rounded-card border border-line bg-gradient-to-b from-primary-soft to-white p-5 shadow-card">
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1.5 text-meta leading-relaxed text-ink-muted">{text}</p>
      <div className="mt-3">{children}</div>
    </div>
  );
}
