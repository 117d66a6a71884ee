import { Highlighted } from '@/components/search/highlighted';
import { Tag } from '@/components/ui/tag';
import { parseHighlight } from '@/lib/search/highlight';
import { ORIGIN_TAG_LABELS, priceText, solutionHref } from '@/lib/solutions/display';
import type { SolutionListItem } from '@/lib/solutions/types';

// A result card of the solutions list (001 §3): the name with the search highlight, category, source
// badge, the description cut at 80 characters, price (万 or 面议) and provider. It opens its detail in
// a new window (001 §2).

export function SolutionCard({ item }: { item: SolutionListItem }) {
  const preferred = item.originTag === 2;
  return (
    <article data-testid="solution-card" className="result-row flex flex-col gap-3 sm:flex-row sm:items-start sm:gap-6">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-medium leading-snug">
          <a href={solutionHref(item)} target="_blank" rel="noopener" data-testid="solution-link" className="hover:text-primary-active">
            <Highlighted segments={parseHighlight(item.serviceName)} />
          </a>
          <span
            data-testid="origin-tag"
            className={`ml-2 inline-block rounded px-1.5 py-px align-middle text-meta font-normal ${preferred ? 'bg-price-soft text-price' : 'bg-primary-soft text-primary-active'}`}
          >
            {ORIGIN_TAG_LABELS[item.originTag]}
          </span>
        </h3>
        <p data-testid="solution-desc" className="mt-1.5 text-meta leading-relaxed text-ink-muted">
          {item.serviceDesc}
        </p>
        <div className="tag-row mt-2 text-ink-faint">
          <Tag>{item.firstCategoryName}</Tag>
          <span className="truncate">服务商：{item.serviceProvider}</span>
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 sm:w-36 sm:flex-col sm:items-end">
        <span data-testid="solution-price" className="text-lg font-semibold tabular-nums text-price">
          {priceText(item.servicePrice)}
        </span>
        <a
          href={solutionHref(item)}
          target="_blank"
          rel="noopener"
          tabIndex={-1}
          aria-hidden="true"
          className="rounded border border-primary px-3 py-1 text-meta text-primary-active transition hover:bg-primary-active hover:text-white"
        >
          查看详情
        </a>
      </div>
    </article>
  );
}
