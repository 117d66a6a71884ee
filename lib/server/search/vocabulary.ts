import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@/lib/server/db/client';
import { searchVocabulary } from '@/lib/server/db/schema';
import { DEFAULT_HOT_SEARCHES, HOT_SEARCH_KINDS, HOT_WINDOW_DAYS, isShowableTerm, MIN_SEARCHES, termKey } from '@/lib/search/hot-searches';
import { chinaDay } from '@/lib/format/date';
import { hasChinese, isLatinQuery, mixedQuery, pinyinKeys, spelledSyllables } from '@/lib/search/pinyin';
import { countTitleWords, markPrefix, matchedLength, normalizeQuery, SUGGEST_LIMIT, type VocabularyKind, type VocabularyRow } from '@/lib/search/suggestions';
import type { SearchSuggestion } from '@/lib/search/schemas';
import { lookalikeVariants, typoPatterns } from '@/lib/search/typos';

// The search vocabulary (docs/search.md "Forgiving search", migration 0061): what pinyin, initials and
// typos are mapped onto, and what the header box suggests. Rebuilt whole by the daily job and the seed.

/** Titles read for their words: every 16th bid (the sample rows of migration 0028), the newest first. */
const TITLE_SAMPLE = 60_000;
const SAMPLE_EVERY = 16;
/** A title word of fewer sampled titles is a one-off, not a topic. */
const MIN_TITLE_COUNT = 3;
const MAX_NAMES = 20_000;
/** Searches people make come before the records' words of the same prefix. */
const SEARCH_WEIGHT = 1_000_000;

interface Entry {
  kind: VocabularyKind;
  weight: number;
}

function add(into: Map<string, Entry>, term: string, kind: VocabularyKind, weight: number) {
  const t = term.trim();
  if (!t || t.length > 40) return;
  const known = into.get(t);
  if (!known || known.weight < weight) into.set(t, { kind, weight });
}

/** Rebuilds the vocabulary from the bids and the searches; returns how many terms it holds. */
export async function refreshVocabulary(db: Db, now = new Date()): Promise<number> {
  const entries = new Map<string, Entry>();
  const since = chinaDay(new Date(now.getTime() - HOT_WINDOW_DAYS * 86_400_000));
  const searched = await queryRows<{ term: string; n: number }>(
    db,
    sql`select term, sum(searches)::int as n from search_term_day where day >= ${since} group by term having sum(searches) >= ${MIN_SEARCHES}`,
  );
  const hot = await queryRows<{ term: string; n: number }>(db, sql`select term, count(*)::int as n from hot_search group by term`);
  const defaults = HOT_SEARCH_KINDS.flatMap((k) => DEFAULT_HOT_SEARCHES[k]).map((term) => ({ term, n: 1 }));
  for (const r of [...searched, ...hot, ...defaults]) if (isShowableTerm(r.term)) add(entries, termKey(r.term), 'search', SEARCH_WEIGHT + Number(r.n));

  const titles = await queryRows<{ t: string }>(
    db,
    sql`select project_name as t from winning_bid where id % ${sql.raw(String(SAMPLE_EVERY))} = 0 order by id desc limit ${TITLE_SAMPLE}`,
  );
  for (const [word, n] of countTitleWords(titles.map((r) => r.t))) if (n >= MIN_TITLE_COUNT) add(entries, word, 'title', n * SAMPLE_EVERY);

  const names = async (column: string) =>
    queryRows<{ term: string; n: number }>(
      db,
      sql`select ${sql.raw(column)} as term, count(*)::int as n from winning_bid
          where position(' ' in ${sql.raw(column)}) = 0 group by 1 order by 2 desc limit ${MAX_NAMES}`,
    );
  for (const r of await names('purchaser')) add(entries, r.term, 'purchaser', Number(r.n));
  for (const r of await names('bid_comp')) add(entries, r.term, 'supplier', Number(r.n));

  const rows = [...entries].map(([term, e]) => {
    const keys = pinyinKeys(term);
    return { term, kind: e.kind, weight: Math.min(e.weight, 2_000_000_000), pinyin: keys.full, initials: keys.initials, syllables: keys.syllables.join(' ') };
  });
  await db.transaction(async (tx) => {
    await tx.delete(searchVocabulary);
    for (let i = 0; i < rows.length; i += 1000) await tx.insert(searchVocabulary).values(rows.slice(i, i + 1000));
  });
  // Statistics for the planner at once (PGlite has no autovacuum): without them a prefix is estimated
  // at a fixed share of the table, and short prefixes read thousands of terms through the prefix index.
  await db.execute(sql`analyze search_vocabulary`);
  return rows.length;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function candidates(db: Db, where: ReturnType<typeof sql>, limit: number): Promise<VocabularyRow[]> {
  return queryRows<VocabularyRow>(
    db,
    sql`select term, kind, weight, syllables from search_vocabulary where ${where} order by weight desc, term limit ${limit}`,
  );
}

/**
 * Up to SUGGEST_LIMIT words for what is typed: by the term's prefix, its pinyin's or initials' prefix,
 * or a Chinese head and the pinyin of what follows (智慧cs); each with the part typed marked.
 */
export async function suggestTerms(db: Db, query: string): Promise<SearchSuggestion[]> {
  const q = normalizeQuery(query);
  if (!q) return [];
  const mixed = mixedQuery(q);
  const where = mixed
    ? sql`term like ${likePrefix(mixed.head)}`
    : isLatinQuery(q)
      ? sql`(pinyin like ${likePrefix(q)} or initials like ${likePrefix(q)})`
      : sql`term like ${likePrefix(q)}`;
  // A mixed query's head finds terms its pinyin tail then narrows: read more of them.
  const rows = await candidates(db, where, mixed ? 300 : SUGGEST_LIMIT * 3);
  const out: SearchSuggestion[] = [];
  for (const r of rows) {
    const length = matchedLength(q, r);
    if (length > 0) out.push({ text: r.term, html: markPrefix(r.term, length), kind: r.kind });
    if (out.length === SUGGEST_LIMIT) break;
  }
  return out;
}

/**
 * Words a keyword that found nothing may have meant, most searched first: the term its pinyin or
 * initials spell (zhcs, zhihuichengshi), a mixed query's whole term (智慧cs), or a word one character
 * away (substituted, dropped, doubled: 智慧城巿) or sounding the same.
 */
export async function correctionsOf(db: Db, keyword: string): Promise<string[]> {
  const q = normalizeQuery(keyword);
  const mixed = mixedQuery(q);
  if (mixed) {
    const rows = await candidates(db, sql`term like ${likePrefix(mixed.head)}`, 300);
    const head = [...mixed.head].length;
    return rows.filter((r) => spelledSyllables(mixed.tail, r.syllables.split(' ').slice(head), true) >= 0).map((r) => r.term).slice(0, 3);
  }
  if (isLatinQuery(q)) {
    const exact = await candidates(db, sql`(pinyin = ${q} or initials = ${q})`, 3);
    if (exact.length || q.length < 4) return exact.map((r) => r.term);
    return (await candidates(db, sql`pinyin like ${likePrefix(q)}`, 3)).map((r) => r.term);
  }
  if (!/^[\u4e00-\u9fff]{2,12}$/.test(q) || !hasChinese(q)) return [];
  const sound = pinyinKeys(q).full;
  const rows = await queryRows<{ term: string }>(
    db,
    sql`select term from search_vocabulary
        where (term like any(${sql.param(typoPatterns(q))}::text[]) or pinyin = ${sound}) and term <> ${q}
        order by (term = any(${sql.param(lookalikeVariants(q))}::text[])) desc, (pinyin = ${sound}) desc, weight desc, term limit 3`,
  );
  return rows.map((r) => r.term);
}
