import { Tag } from '@/components/ui/tag';
import { parseHighlight } from '@/lib/search/highlight';
import type { SolutionHit } from '@/lib/search/types';
import { priceText, solutionHref } from '@/lib/solutions/display';
import { Highlighted } from './highlighted';

/** A solution among the procurement page's results (001 §3 solution list item). */
export function SolutionItem({ item }: { item: SolutionHit }) {
  return (
    <article className="result-row flex gap-4" data-testid="solution-hit">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-medium leading-snug">
          <a href={solutionHref(item)} target="_blank" rel="noopener" className="hover:text-primary-active">
            <Highlighted segments={parseHighlight(item.serviceName)} />
          </a>
          {item.originTag === 2 && (
            <span className="ml-2 rounded bg-price-soft px-1.5 py-px align-middle text-meta text-price">平台优选</span>
          )}
        </h3>
        <p className="mt-1 text-meta text-ink-muted">{item.serviceDesc}</p>
        <p className="mt-1 flex flex-wrap gap-2 text-meta text-ink-faint">
          <Tag>{item.firstCategoryName}</Tag>
          <span>服务商：{item.serviceProvider}</span>
        </p>
      </div>
      <div className="shrink-0 text-right font-semibold text-price">
        {priceText(item.servicePrice)}
      </div>
    </article>
  );
}
