import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { COUNT_CAP } from '@/lib/search/counts';
import {
  compareBids,
  compareSuppliers,
  FEW_RESULTS,
  keywordWords,
  literalReading,
  MERGE_WINDOW,
  mergeResults,
  type SearchInterpretation,
} from '@/lib/search/forgiving';
import type { SearchByTypeInput } from '@/lib/search/schemas';
import { toSimplified } from '@/lib/search/script';
import { synonymVariants } from '@/lib/search/synonyms';
import type { SearchResult } from '@/lib/search/types';
import type { BidHit } from '@/lib/bids/types';
import type { SupplierHit } from '@/lib/suppliers/types';
import { countMatches } from './engine';
import { searchSuppliers, searchTenders } from './search-by-type';
import { supplierSource, tenderSource } from './sources';
import { correctionsOf, suggestTerms } from './vocabulary';

// The forgiving search (docs/search.md "Forgiving search", decision 0021): the literal search stays as
// it is; the keyword is rewritten before it. Traditional characters are read as simplified; the trade's
// synonyms are searched too (both tabs); a keyword that finds nothing is read as pinyin, initials or a typo
// (the search vocabulary); one that finds little is offered a better word; nothing found offers the
// keyword without its rarest word.

export interface ForgivingAnswer {
  result: SearchResult<BidHit> | SearchResult<SupplierHit>;
  reading: SearchInterpretation;
}

type Tab = 0 | 1;
const sourceOf = (tab: Tab) => (tab === 0 ? tenderSource : supplierSource);
const scopeOf = (input: SearchByTypeInput, keyword: string) => ({
  keyword,
  cityName: input.cityName || undefined,
  provinceName: input.provinceName || undefined,
});

async function count(input: SearchByTypeInput, tab: Tab, keyword: string) {
  return countMatches(await getDb(), sourceOf(tab), scopeOf(input, keyword), COUNT_CAP);
}

/**
 * One tab's records for a keyword and its synonyms, each searched for the first `page × size` in the
 * page's order and merged within MERGE_WINDOW (deeper pages: the keyword's own).
 */
async function withSynonyms<Hit>(
  search: (input: SearchByTypeInput) => Promise<SearchResult<Hit>>,
  idOf: (hit: Hit) => number,
  compare: (keywords: string[]) => (a: Hit, b: Hit) => number,
  input: SearchByTypeInput,
  keyword: string,
  variants: string[],
): Promise<SearchResult<Hit>> {
  const want = input.pageNum * input.pageSize;
  if (!variants.length || want > MERGE_WINDOW) return search({ ...input, searchContent: keyword });
  const keywords = [keyword, ...variants];
  const results = await Promise.all(keywords.map((k) => search({ ...input, searchContent: k, pageNum: 1, pageSize: want })));
  return mergeResults(results, idOf, compare(keywords), input.pageNum, input.pageSize);
}

async function answer(input: SearchByTypeInput, tab: Tab, keyword: string, variants: string[]): Promise<SearchResult<BidHit> | SearchResult<SupplierHit>> {
  return tab === 0
    ? withSynonyms(searchTenders, (b) => b.bidId, (k) => compareBids(input.sortBy, input.order, k), input, keyword, variants)
    : withSynonyms(searchSuppliers, (s) => s.compId, (k) => compareSuppliers(input.sortBy, input.order, k), input, keyword, variants);
}

/** The first of the words that finds something, and its answer. */
async function firstFinding(input: SearchByTypeInput, tab: Tab, words: string[]) {
  for (const word of words) {
    const result = await answer(input, tab, word, []);
    if (result.totalCount > 0) return { word, result };
  }
  return null;
}

/**
 * One tab's answer to a keyword, read forgivingly; `literal` (the page's 仍搜索 link) searches it as
 * typed. Filters and sorts apply to whatever is searched.
 */
export async function forgivingSearch(input: SearchByTypeInput, tab: Tab, literal = false): Promise<ForgivingAnswer> {
  const typed = input.searchContent.trim();
  const reading = literalReading(typed);
  if (!typed || literal) return { result: await answer(input, tab, typed, []), reading };
  const simplified = toSimplified(typed);
  const variants = synonymVariants(simplified).variants;
  let result = await answer(input, tab, simplified, variants);
  reading.searched = simplified;
  if (result.totalCount > 0 && variants.length) {
    reading.alsoSearched = synonymVariants(simplified).terms;
    reading.mergedWindow = MERGE_WINDOW;
  }
  if (result.totalCount <= FEW_RESULTS) {
    const db = await getDb();
    const corrections = (await correctionsOf(db, simplified)).filter((c) => c !== simplified);
    if (result.totalCount === 0) {
      const found = await firstFinding(input, tab, corrections);
      if (found) {
        result = found.result;
        reading.searched = found.word;
        reading.corrected = true;
      }
    } else {
      for (const c of corrections) {
        if ((await count(input, tab, c)) > result.totalCount) {
          reading.didYouMean = c;
          break;
        }
      }
    }
  }
  if (result.totalCount === 0) reading.withoutRarest = await withoutRarestWord(input, tab, simplified);
  return { result, reading };
}

/** The keyword without its rarest word, when the rest finds something (a single word: nothing to drop). */
async function withoutRarestWord(input: SearchByTypeInput, tab: Tab, keyword: string): Promise<string | null> {
  const words = keywordWords(keyword);
  if (words.length < 2) return null;
  const counts = await Promise.all(words.map((w) => count(input, tab, w)));
  const rarest = counts.indexOf(Math.min(...counts));
  const rest = words.filter((_, i) => i !== rarest).join(' ');
  return (await count(input, tab, rest)) > 0 ? rest : null;
}

/** searchSuggest: the header box's suggestions. */
export async function suggestSearch(keyword: string) {
  return { list: await suggestTerms(await getDb(), toSimplified(keyword)) };
}
