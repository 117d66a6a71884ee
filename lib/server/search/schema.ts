// The shared search answer cache (lib/server/search/result-cache.ts). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
