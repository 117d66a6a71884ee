import { Highlighted } from '@/components/search/highlighted';
import { parseHighlight } from '@/lib/search/highlight';
import { priceText, solutionHref } from '@/lib/solutions/display';
import type { SolutionListItem } from '@/lib/solutions/types';

/** Solutions of the same category beside a detail; like every solution card they open a new window (001 §2). */
export function RelatedSolutions({ items, moreHref }: { items: SolutionListItem[]; moreHref: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-solutions" className="rounded-card border border-line bg-white shadow-card">
      <header className="flex items-center justify-between border-b border-line px-4 py-3">
        <h2 id="related-solutions" className="font-semibold">
          相关方案
        </h2>
        <a href={moreHref} className="text-meta text-ink-muted hover:text-primary-active">
          更多 ›
        </a>
      </header>
      <ul data-testid="related-solutions" className="divide-y divide-line">
        {items.map((item) => (
          <li key={item.originIdSec} className="px-4 py-3">
            <a href={solutionHref(item)} target="_blank" rel="noopener" className="line-clamp-2 leading-snug hover:text-primary-active">
              <Highlighted segments={parseHighlight(item.serviceName)} />
            </a>
            <div className="mt-1 flex items-center justify-between gap-2 text-meta">
              <span className="truncate text-ink-faint">{item.serviceProvider}</span>
              <span className="shrink-0 font-medium text-price">{priceText(item.servicePrice)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
