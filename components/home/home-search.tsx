'use client';

// The home page's search (001 §9 search types): a tab per type, the quick keywords, and the search
// going where the header's search of that type goes. Without JavaScript the form goes there too,
// through SEARCH_FORM_PATH's redirect (a GET form cannot pick its action by the chosen type).
import { useState, type FormEvent } from 'react';
import { track } from '@/lib/analytics/track';
import { SEARCH_FORM_PATH, SEARCH_TYPES, searchTypeHref, type SearchTypeName } from '@/lib/nav/alt-nav';
import { DEFAULT_HOT_SEARCHES } from '@/lib/search/hot-searches';

/** `keywords`: the site's 软件商机 hot searches (001 §9 quick keywords). */
export function HomeSearch({ keywords = DEFAULT_HOT_SEARCHES.opportunity }: { keywords?: readonly string[] }) {
  const [type, setType] = useState<SearchTypeName>(SEARCH_TYPES[0]);
  const [keyword, setKeyword] = useState('');

  const go = (word: string) => {
    track('search', type);
    window.location.assign(searchTypeHref(type, word.trim()));
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(keyword);
  };

  return (
    <form role="search" aria-label="按类型搜索" action={SEARCH_FORM_PATH} onSubmit={onSubmit} className="w-full max-w-2xl">
      <fieldset className="flex flex-wrap gap-1">
        <legend className="sr-only">搜索类型</legend>
        {SEARCH_TYPES.map((t) => (
          <label
            key={t}
            className={`cursor-pointer rounded-t px-3 py-1.5 text-sm font-medium transition has-focus-visible:outline-2 has-focus-visible:outline-white ${
              t === type ? 'bg-white text-primary-active' : 'text-white/85 hover:text-white'
            }`}
          >
            <input type="radio" name="type" value={t} checked={t === type} onChange={() => setType(t)} className="sr-only" />
            {t}
          </label>
        ))}
      </fieldset>
      <div className="flex h-12 overflow-hidden rounded-b rounded-tr bg-white shadow-pop">
        <label htmlFor="home-search-q" className="sr-only">
          搜索关键词
        </label>
        <input
          id="home-search-q"
          name="keyword"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          maxLength={50}
          placeholder={`搜索${type === '服务' ? '咨询、外包等服务' : type}`}
          className="min-w-0 flex-1 px-4 text-base text-ink outline-none placeholder:text-ink-faint"
        />
        <button type="submit" className="shrink-0 bg-price px-6 text-base font-medium text-white hover:bg-price/90">
          搜索
        </button>
      </div>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-meta text-white/80">
        <span>热门：</span>
        {keywords.map((k) => (
          <a key={k} href={searchTypeHref(type, k)} onClick={(e) => (e.preventDefault(), go(k))} className="hover:text-white hover:underline">
            {k}
          </a>
        ))}
      </p>
    </form>
  );
}
