import { EmptyState } from '@/components/ui/empty-state';
import { relatedSearches, type SearchInterpretation } from '@/lib/search/forgiving';
import { searchHref, type SearchUrlState } from '@/lib/search/url';

const chip = 'rounded-full border border-line px-3 py-1 text-[13px] text-ink-muted hover:border-primary hover:text-primary-active';

/**
 * A search that found nothing is not a dead end (docs/search.md "Forgiving search"): the keyword without
 * its rarest word, related hot searches, and 订阅此搜索 (the toolbar's button) to hear of new results.
 */
export function ZeroResultHelp({ state, reading, hotSearches }: { state: SearchUrlState; reading: SearchInterpretation; hotSearches: readonly string[] }) {
  const hrefOf = (keyword: string) => searchHref({ keyword, tabIndex: state.tabIndex, sortBy: '', order: 'desc', pageNum: 1, filter: {} });
  const related = relatedSearches(reading.searched, hotSearches);
  return (
    <div data-testid="zero-result-help" className="px-5 pb-8">
      <EmptyState title="未找到匹配的内容" hint="请尝试搜索其他关键字" className="pb-4" />
      <div className="mx-auto max-w-xl space-y-3 text-[14px] text-ink-muted">
        {reading.withoutRarest && (
          <p data-testid="zero-without-rarest">
            试试去掉一个词：
            <a href={hrefOf(reading.withoutRarest)} className="text-primary-active hover:underline">
              {reading.withoutRarest}
            </a>
          </p>
        )}
        {related.length > 0 && (
          <div data-testid="zero-related">
            <p>大家都在搜：</p>
            <p className="mt-2 flex flex-wrap gap-2">
              {related.map((term) => (
                <a key={term} href={hrefOf(term)} className={chip}>
                  {term}
                </a>
              ))}
            </p>
          </div>
        )}
        {state.keyword && <p data-testid="zero-subscribe">点击上方“订阅此搜索”，有新的结果时我们会通知您。</p>}
      </div>
    </div>
  );
}
