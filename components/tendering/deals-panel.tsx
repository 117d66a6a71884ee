// Recent deals of the city (002 §3 Deal item): time, winner, project and price, each tagged 已中标.
import Link from 'next/link';
import { Tag } from '@/components/ui/tag';
import type { DealItem } from '@/lib/tendering/types';

export function DealsPanel({ deals }: { deals: DealItem[] }) {
  return (
    <section aria-labelledby="deals-title" data-testid="deals" className="rounded-card border border-line bg-white">
      <header className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id="deals-title" className="text-base font-semibold">
          最新成交
        </h2>
        <Link href="/search.html?tabIndex=0" prefetch={false} className="text-meta text-primary-active hover:underline">
          查看更多
        </Link>
      </header>
      {deals.length === 0 ? (
        <p className="px-4 py-8 text-center text-ink-faint">暂无成交记录</p>
      ) : (
        <ul className="divide-y divide-line">
          {deals.map((d) => (
            <li key={d.id} data-testid="deal" className="px-4 py-3">
              <div className="flex items-center justify-between gap-2 text-meta">
                <time className="text-ink-faint">{d.formatTime}</time>
                <Tag tone="success">已中标</Tag>
              </div>
              <Link href={`/search-signdetail.html?id=${d.id}`} prefetch={false} className="mt-1 line-clamp-2 font-medium hover:text-primary-active">
                {d.orderName}
              </Link>
              <div className="mt-1 flex items-center justify-between gap-2 text-meta">
                <span className="truncate text-ink-muted">{d.inviteeName}</span>
                <span className="shrink-0 font-semibold text-price">{d.formatPrice}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
