import { TabStrip } from '@/components/ui/tab-strip';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { formatCount } from '@/lib/format/count';
import { SEARCH_TABS, searchHref, withTab, type SearchUrlState } from '@/lib/search/url';
import type { SearchPageData } from '@/lib/search/types';
import { SearchKeywordForm } from './search-keyword-form';
import { SearchReading } from './search-reading';
import { SearchResults } from './search-results';
import { ZeroResultHelp } from './zero-result-help';

/**
 * The combined search (000 §2): tabs with counts, how the keyword was read (docs/search.md "Forgiving
 * search"), filter panel, sort bar, results, pagination; an empty answer offers other searches.
 */
export function SearchView({ state, data, cityLabel, hotSearches }: { state: SearchUrlState; data: SearchPageData; cityLabel: string; hotSearches: readonly string[] }) {
  const label = SEARCH_TABS[state.tabIndex].label;
  return (
    <div className="site-container py-5">
      <SearchKeywordForm keyword={state.keyword} hidden={{ tabIndex: state.tabIndex }} />
      <div className="mt-4 rounded-card border border-line bg-white px-5 pt-2">
        <TabStrip
          label="搜索类型"
          activeKey={String(state.tabIndex)}
          tabs={SEARCH_TABS.map((t) => ({
            key: String(t.index),
            label: t.label,
            href: searchHref(withTab(state, t.index)),
            badge: formatCount(data.counts[t.index]),
          }))}
        />
        {/* The page's heading, worded as its title (app/search/page.tsx), in the line's own small type. */}
        <div className="py-2 text-meta text-ink-faint">
          <h1 className="inline">{state.keyword ? `“${state.keyword}”的${label}搜索结果` : `${label}搜索`}</h1>，范围：{cityLabel}
        </div>
      </div>
      <SearchReading
        reading={data.reading}
        keywordHref={(keyword, literal) =>
          searchHref({ keyword, tabIndex: state.tabIndex, sortBy: '', order: 'desc', pageNum: 1, filter: {}, ...(literal ? { literal: true as const } : {}) })
        }
      />
      <SearchResults
        state={state}
        data={data}
        hrefFor={(s) => searchHref(s)}
        adSlots={PAGE_AD_SLOTS['/search.html']}
        exportable
        maxResults={data.reading.mergedWindow ?? undefined}
        empty={<ZeroResultHelp state={state} reading={data.reading} hotSearches={hotSearches} />}
      />
    </div>
  );
}
