// Pinyin keys of the search vocabulary (docs/search.md "Forgiving search"): a term's full pinyin without
// tones or spaces (智慧城市 -> zhihuichengshi) and its initials (zhcs). pinyin-pro reads a term as a whole,
// so a polyphonic character takes the reading of the word it is in (重庆 -> chongqing, 银行 -> yinhang).
import { pinyin } from 'pinyin-pro';

export interface PinyinKeys {
  /** Syllables of the Chinese characters; any Latin or digit run kept as one lower-cased piece. */
  syllables: string[];
  full: string;
  initials: string;
}

const CHINESE = /[\u4e00-\u9fff]/;

export function pinyinKeys(term: string): PinyinKeys {
  const pieces = pinyin(term, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
    .map((p) => p.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  return { syllables: pieces, full: pieces.join(''), initials: pieces.map((p) => p[0]).join('') };
}

/** A query typed in Latin letters only (zhcs, zhihuichengshi): a candidate for pinyin. */
export function isLatinQuery(query: string): boolean {
  return /^[a-z]{2,40}$/i.test(query.replace(/\s+/g, ''));
}

/**
 * How many syllables `typed` spells in order, each in full or by a prefix of it (its initial at the
 * least): zhcs, zhihuics and zhihuichengshi all spell the four of zhi hui cheng shi. With `whole`, every
 * syllable must be spelt; otherwise the typed text may stop early (a suggestion for what is still being
 * typed). -1 when it does not spell them.
 */
export function spelledSyllables(typed: string, syllables: readonly string[], whole: boolean): number {
  const text = typed.toLowerCase().replace(/\s+/g, '');
  const memo = new Map<string, number>();
  const from = (at: number, s: number): number => {
    if (at === text.length) return !whole || s === syllables.length ? s : -1;
    if (s === syllables.length) return -1;
    const key = `${at}:${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const syllable = syllables[s]!;
    let found = -1;
    for (let n = Math.min(syllable.length, text.length - at); n >= 1 && found < 0; n--) {
      if (text.startsWith(syllable.slice(0, n), at)) found = from(at + n, s + 1);
    }
    memo.set(key, found);
    return found;
  };
  return text.length > 0 ? from(0, 0) : -1;
}

/**
 * A query that starts in Chinese and goes on in Latin letters (智慧cs): the Chinese head, which a term
 * must begin with, and the Latin tail, which must spell the term's following syllables. Null otherwise.
 */
export function mixedQuery(query: string): { head: string; tail: string } | null {
  const m = /^([\u4e00-\u9fff]+)\s*([a-z]+)$/i.exec(query.trim());
  return m ? { head: m[1]!, tail: m[2]!.toLowerCase() } : null;
}

/** Whether a term is worth pinyin keys: it holds Chinese characters. */
export const hasChinese = (term: string) => CHINESE.test(term);
