'use client';

import { useEffect, useState } from 'react';
import type { SearchSuggestion } from '@/lib/search/schemas';

// The request layer (ky and the call's contract) is fetched with the first character typed, not with
// the page (docs/benchmarks.md, What a page loads first); the pause below covers its arrival.
const suggestionsApi = () => import('@/lib/search/api');

/** Typing pauses this long before the box asks: one call per pause, not per key. */
const PAUSE_MS = 120;

/** The suggestions for what the box holds (docs/search.md "Forgiving search"); empty for an empty box. */
export function useSuggestions(keyword: string): { keyword: string; list: SearchSuggestion[] } {
  const [answer, setAnswer] = useState<{ keyword: string; list: SearchSuggestion[] }>({ keyword: '', list: [] });
  const typed = keyword.trim();
  useEffect(() => {
    if (!typed) return;
    const abort = new AbortController();
    const api = suggestionsApi();
    // A chunk that cannot load (offline, the page going away) leaves the box without suggestions.
    api.catch(() => undefined);
    const timer = setTimeout(() => {
      void api
        .then(({ fetchSuggestions }) => fetchSuggestions(typed, abort.signal))
        .then((list) => {
          if (!abort.signal.aborted) setAnswer({ keyword: typed, list });
        })
        .catch(() => undefined);
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [typed]);
  // While the next answer is on its way the last one stays, if what is typed still begins with it.
  return typed && typed.startsWith(answer.keyword) ? answer : { keyword: typed, list: [] };
}
