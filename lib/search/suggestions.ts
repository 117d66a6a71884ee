// Suggestions as one types in the header box (docs/search.md "Forgiving search"): words of the search
// vocabulary (lib/server/search/vocabulary.ts) matched by prefix, full pinyin, initials or a mix
// (智慧cs), at most SUGGEST_LIMIT. Pure rules: what counts as a frequent title word, how a match is marked.
import { escapeHtml } from './highlight';
import { hasChinese, mixedQuery, pinyinKeys, spelledSyllables } from './pinyin';

export const VOCABULARY_KINDS = ['search', 'title', 'purchaser', 'supplier'] as const;
export type VocabularyKind = (typeof VOCABULARY_KINDS)[number];

/** What the list says each kind is (the suggestion's tag). */
export const VOCABULARY_KIND_LABELS: Readonly<Record<VocabularyKind, string>> = {
  search: '热门搜索',
  title: '项目',
  purchaser: '采购单位',
  supplier: '供应商',
};

export const SUGGEST_LIMIT = 10;

/** A vocabulary row as the matcher reads it. */
export interface VocabularyRow {
  term: string;
  kind: VocabularyKind;
  weight: number;
  syllables: string;
}

/** The text a query is matched with: trimmed, lower-cased, inner spaces dropped from pinyin. */
export function normalizeQuery(query: string): string {
  const q = query.trim().toLowerCase();
  return /^[a-z\s]+$/.test(q) ? q.replace(/\s+/g, '') : q;
}

/**
 * How many leading characters of a term the query covers, or 0 when it does not match: a prefix of the
 * term itself, of its syllables spelt in full or by initials (zhcs, zhihuic), or a Chinese head followed
 * by the spelling of the next syllables (智慧cs). A term with Latin words keeps them as one syllable.
 */
export function matchedLength(query: string, row: Pick<VocabularyRow, 'term' | 'syllables'>): number {
  const q = normalizeQuery(query);
  const term = row.term.toLowerCase();
  if (!q) return 0;
  if (term.startsWith(q)) return [...q].length;
  const syllables = row.syllables ? row.syllables.split(' ') : [];
  const mixed = mixedQuery(q);
  if (mixed) {
    if (!term.startsWith(mixed.head)) return 0;
    const head = [...mixed.head].length;
    const spelled = spelledSyllables(mixed.tail, syllables.slice(head), false);
    return spelled > 0 ? head + spelled : 0;
  }
  if (!/^[a-z]+$/.test(q) || !hasChinese(row.term) || syllables.length !== [...row.term].length) return 0;
  return Math.max(0, spelledSyllables(q, syllables, false));
}

/** The term with its first `length` characters marked (<em>), every character escaped. */
export function markPrefix(term: string, length: number): string {
  const chars = [...term];
  const head = chars.slice(0, length).join('');
  const rest = chars.slice(length).join('');
  return (head ? `<em>${escapeHtml(head)}</em>` : '') + escapeHtml(rest);
}

/** The syllables column of a term (space-separated): one per character when it is all Chinese. */
export function syllablesOf(term: string): string {
  return pinyinKeys(term).syllables.join(' ');
}

const WORDS = new Intl.Segmenter('zh', { granularity: 'word' });
const CHINESE_WORD = /^[\u4e00-\u9fff]{2,}$/;

/**
 * The words of titles and the compounds of two neighbouring words (智慧+医疗 -> 智慧医疗), counted by
 * title, cut by ICU's dictionary segmenter (Intl.Segmenter): the topics records are named by.
 */
export function countTitleWords(titles: Iterable<string>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const title of titles) {
    const words = [...WORDS.segment(title)].map((s) => s.segment);
    const seen = new Set<string>();
    words.forEach((w, i) => {
      if (CHINESE_WORD.test(w) && w.length <= 6) seen.add(w);
      const next = words[i + 1];
      if (next && CHINESE_WORD.test(w) && CHINESE_WORD.test(next) && w.length + next.length <= 8) seen.add(w + next);
    });
    for (const w of seen) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return counts;
}
