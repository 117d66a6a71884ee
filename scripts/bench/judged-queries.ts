// The forgiving search's judged set (docs/search.md "Forgiving search"): queries of seven kinds as people
// type them, each with the word it means. Derived from the search vocabulary of a dataset seeded at a
// fixed seed, with the bench's seeded randomness, so one seed always yields the same set; the records
// that must be in a query's first 10 are the literal search's first 10 for the word it means (the
// runner reads them). Typed forms: full pinyin, initials, traditional characters, an abbreviation of
// the trade's dictionary, a slip of one character, characters then pinyin, and the word itself.
import { Converter } from 'opencc-js/cn2t';
import { pinyinKeys } from '@/lib/search/pinyin';
import { SYNONYM_GROUPS } from '@/lib/search/synonyms';
import { lookalikeVariants } from '@/lib/search/typos';
import { createRng, type Rng } from '@/seed/rng';

export const JUDGED_KINDS = ['pinyin', 'initials', 'traditional', 'abbreviation', 'typo', 'mixed', 'ordinary'] as const;
export type JudgedKind = (typeof JUDGED_KINDS)[number];

export interface JudgedQuery {
  kind: JudgedKind;
  /** What is typed. */
  query: string;
  /** The word it means: the literal search's first 10 for it are the records that must be found. */
  intended: string;
}

/** A word of the vocabulary the set draws from. */
export interface VocabularyWord {
  term: string;
  kind: string;
}

const toTraditional = Converter({ from: 'cn', to: 't' });
const CHINESE = /^[\u4e00-\u9fff]+$/;

/** One character slipped: a look-alike when the word has one, else one doubled or dropped. */
function slip(rng: Rng, word: string): string {
  const lookalikes = lookalikeVariants(word);
  if (lookalikes.length) return rng.pick(lookalikes);
  const chars = [...word];
  const at = rng.int(0, chars.length - 1);
  return rng.chance(0.5) || chars.length < 4 ? [...chars.slice(0, at + 1), ...chars.slice(at)].join('') : [...chars.slice(0, at), ...chars.slice(at + 1)].join('');
}

/**
 * `perKind` queries of each kind (abbreviations: as many as the dictionary's groups give, the words
 * that find records given by `finds`), from the vocabulary's words sorted so the draw is stable.
 */
export function judgedQueries(seed: number, words: readonly VocabularyWord[], perKind: number, finds: (word: string) => boolean): JudgedQuery[] {
  const rng = createRng(seed, 'judged-search');
  const sorted = [...words].filter((w) => CHINESE.test(w.term)).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  const topics = sorted.filter((w) => w.kind === 'title' || w.kind === 'search');
  const names = sorted.filter((w) => w.kind === 'purchaser' || w.kind === 'supplier');
  const draw = (pool: readonly VocabularyWord[], fit: (t: string) => boolean) => rng.sample(pool.filter((w) => fit(w.term)), perKind * 3).map((w) => w.term).filter(finds).slice(0, perKind);
  const length = (min: number, max: number) => (t: string) => t.length >= min && t.length <= max;
  const out: JudgedQuery[] = [];
  for (const term of draw(topics, length(2, 6))) out.push({ kind: 'pinyin', query: pinyinKeys(term).full, intended: term });
  for (const term of draw(topics, length(4, 6))) out.push({ kind: 'initials', query: pinyinKeys(term).initials, intended: term });
  for (const term of draw([...topics, ...names], (t) => toTraditional(t) !== t)) out.push({ kind: 'traditional', query: toTraditional(term), intended: term });
  for (const group of SYNONYM_GROUPS) {
    const full = group.find((t) => CHINESE.test(t) && finds(t));
    for (const short of group) if (full && short !== full && !short.includes(full)) out.push({ kind: 'abbreviation', query: short, intended: full });
  }
  for (const term of draw([...topics, ...names], length(3, 12))) out.push({ kind: 'typo', query: slip(rng, term), intended: term });
  for (const term of draw(topics, length(4, 6))) out.push({ kind: 'mixed', query: term.slice(0, 2) + pinyinKeys(term.slice(2)).initials, intended: term });
  for (const term of draw([...topics, ...names], length(2, 12))) out.push({ kind: 'ordinary', query: term, intended: term });
  return out;
}

/** recall@10 and nDCG@10 (binary relevance) of `got` against the records that must be found. */
export function scoreTop10(relevant: readonly number[], got: readonly number[]): { recall: number; ndcg: number } {
  if (relevant.length === 0) return { recall: 1, ndcg: 1 };
  const want = new Set(relevant);
  const top = got.slice(0, 10);
  const hits = top.filter((id) => want.has(id)).length;
  const dcg = top.reduce((sum, id, i) => sum + (want.has(id) ? 1 / Math.log2(i + 2) : 0), 0);
  const ideal = relevant.slice(0, 10).reduce((sum, _, i) => sum + 1 / Math.log2(i + 2), 0);
  return { recall: hits / Math.min(relevant.length, 10), ndcg: dcg / ideal };
}

/**
 * `count` distinct prefixes of the vocabulary's words as people type them into the search box: one to
 * three characters, a pinyin prefix, initials, a character then initials. Each is asked once: the
 * suggestion call's never-typed stream.
 */
export function prefixStream(seed: number, words: readonly VocabularyWord[], count: number): string[] {
  const rng = createRng(seed, 'suggest-prefixes');
  const chinese = words.map((w) => w.term).filter((t) => CHINESE.test(t) && t.length >= 2).sort();
  const out = new Set<string>();
  for (let guard = 0; chinese.length && out.size < count && guard < count * 20; guard++) {
    const term = rng.pick(chinese);
    const { full, initials } = pinyinKeys(term);
    const form = rng.int(0, 3);
    out.add(
      form === 0
        ? term.slice(0, rng.int(1, Math.min(3, term.length)))
        : form === 1
          ? full.slice(0, rng.int(2, Math.min(8, full.length)))
          : form === 2
            ? initials.slice(0, rng.int(2, Math.min(4, initials.length)))
            : term.slice(0, 1) + initials.slice(1, rng.int(2, Math.max(2, initials.length))),
    );
  }
  return [...out];
}
