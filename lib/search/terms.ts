// Query side of the bigram search (the document side is SQL function jf_search_terms, migration 0001).
// Both must cut text the same way: lower-cased Latin/digit words, and runs of Chinese characters.

const TOKEN = /[a-z0-9]+|[\u4e00-\u9fff]+/g;

/** The longest keyword accepted: longer input is refused by the schemas, not silently cut. */
export const MAX_KEYWORD_LENGTH = 50;

/** The lexemes of one word or Chinese run of a keyword; a Latin/digit word matches as a prefix. */
export interface TermGroup {
  lexemes: string[];
  prefix: boolean;
}

export interface SearchTerms {
  /** A to_tsquery('simple', …) text, or null when the keyword holds nothing searchable. */
  tsquery: string | null;
  /** Chinese runs longer than two characters: the bigrams only narrow, these must appear as substrings. */
  phrases: string[];
  /** What to highlight in results: every word and Chinese run of the keyword. */
  highlights: string[];
  /** The lexemes per word or run, for estimating how many documents match. */
  groups: TermGroup[];
}

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length === 1) return chars;
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
}

/**
 * "智慧医疗 OA" -> '智慧' & '慧医' & '医疗' & 'oa':* with the phrase 智慧医疗. Latin words match as prefixes
 * (GI finds GIS), numbers and single letters as whole words; a one-character Chinese keyword matches that character.
 */
export function searchTerms(keyword: string): SearchTerms {
  const tokens = keyword.toLowerCase().match(TOKEN) ?? [];
  const lexemes = new Set<string>();
  const phrases = new Set<string>();
  const groups: TermGroup[] = [];
  for (const token of [...new Set(tokens)]) {
    if (/^[0-9]+$/.test(token) || token.length === 1) {
      // A number is a whole word (2025 finds the year, not every number it begins); so is a single
      // letter, which as a prefix would stand for a good part of the vocabulary.
      lexemes.add(`'${token}'`);
      groups.push({ lexemes: [token], prefix: false });
      continue;
    }
    if (/^[a-z0-9]/.test(token)) {
      lexemes.add(`'${token}':*`);
      groups.push({ lexemes: [token], prefix: true });
      continue;
    }
    for (const g of bigrams(token)) lexemes.add(`'${g}'`);
    groups.push({ lexemes: bigrams(token), prefix: false });
    if ([...token].length > 2) phrases.add(token);
  }
  return {
    tsquery: lexemes.size ? [...lexemes].join(' & ') : null,
    phrases: [...phrases],
    highlights: [...new Set(tokens)],
    groups,
  };
}

/**
 * The Chinese runs' terms of a keyword as a tsquery, or null when it has none. A document holding a run
 * as a substring holds every one of these terms; a Latin word is matched as a prefix of the document's
 * words and so is not implied by being a substring of one (OA in MOA), which keeps these terms alone
 * fit to find where a keyword appears as a substring (a solution's name tier).
 */
export function chineseTsquery(terms: SearchTerms): string | null {
  const lexemes = terms.groups.filter((g) => !g.prefix && /^[\u4e00-\u9fff]/.test(g.lexemes[0] ?? '')).flatMap((g) => g.lexemes);
  return lexemes.length ? [...new Set(lexemes)].map((l) => `'${l}'`).join(' & ') : null;
}

