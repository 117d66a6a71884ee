// The shared search answer cache (lib/server/search/result-cache.ts). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { VocabularyKind } from '@/lib/search/suggestions';
import type { FacetResult } from '@/lib/search/types';

/**
 * Search answers shared by every app process: the labels, the total and the ordered ids of the first
 * 10,000 results of one query (any page is a slice), or only the total for a count.
 */
export const searchResultCache = pgTable(
  'search_result_cache',
  {
    key: text('key').primaryKey(),
    source: text('source').notNull(),
    /** The keyword's tsquery (null without a keyword): a write drops the entries its rows could change. */
    tsq: text('tsq'),
    total: integer('total').notNull(),
    labels: jsonb('labels').$type<FacetResult['labels']>().notNull(),
    cities: jsonb('cities').$type<FacetResult['cities']>().notNull(),
    ids: integer('ids').array(),
    /** The total and label counts are estimates (more matches than the engine counts one by one). */
    approximate: boolean('approximate').notNull().default(false),
    /** A window entry holds the first ids only: more matches follow them. */
    more: boolean('more').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('search_result_cache_created_idx').on(t.createdAt)],
);

/**
 * Each cached source's write count: every write to its records bumps it (migration 0043's triggers), and
 * an answer is stored only if the version read before computing it is still the row's.
 */
export const searchSourceVersion = pgTable('search_source_version', {
  source: text('source').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The words the forgiving search maps pinyin, initials and typos onto, and the header box suggests
 * (docs/search.md "Forgiving search", migration 0061): frequent words of the records' titles, the
 * purchasers and suppliers of the bids, and the searches people make, with their pinyin keys.
 * Rebuilt whole by the daily job and the seed (lib/server/search/vocabulary.ts).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    term: text('term').primaryKey(),
    kind: text('kind').$type<VocabularyKind>().notNull(),
    /** How many records (or searches) the term stands for: the more, the earlier it is offered. */
    weight: integer('weight').notNull(),
    /** Full pinyin without tones or spaces (zhihuichengshi). */
    pinyin: text('pinyin').notNull(),
    /** The syllables' first letters (zhcs). */
    initials: text('initials').notNull(),
    /** The syllables, space-separated, for a query that mixes characters and pinyin (智慧cs). */
    syllables: text('syllables').notNull(),
  },
  (t) => [
    index('search_vocabulary_term_idx').using('btree', t.term.op('text_pattern_ops')),
    index('search_vocabulary_pinyin_idx').using('btree', t.pinyin.op('text_pattern_ops')),
    index('search_vocabulary_initials_idx').using('btree', t.initials.op('text_pattern_ops')),
    // A short prefix (zh, 智) matches thousands of terms: walking the most frequent first finds ten soon.
    index('search_vocabulary_weight_idx').on(t.weight.desc(), t.term),
    check('search_vocabulary_kind_ck', sql`${t.kind} in ('search', 'title', 'purchaser', 'supplier')`),
  ],
);
