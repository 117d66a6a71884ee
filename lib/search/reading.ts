// How the forgiving search read a keyword (lib/search/forgiving.ts), as the search page shows it.

/** How the page read the keyword; null parts did not apply. */
export interface SearchInterpretation {
  /** The keyword as typed. */
  typed: string;
  /** The keyword whose results are shown (simplified characters; a correction). */
  searched: string;
  /** Equivalent terms searched beside it (也搜索了：…). */
  alsoSearched: string[];
  /** The results are a correction's: the page offers the typed keyword as it was (仍搜索 …). */
  corrected: boolean;
  /** Few results, and a word that finds more (您是不是要找). */
  didYouMean: string | null;
  /** No results: the keyword without its rarest word, when that finds something. */
  withoutRarest: string | null;
  /** Results merged over synonyms are paged within their first MERGE_WINDOW. */
  mergedWindow: number | null;
}
