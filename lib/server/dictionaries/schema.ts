// Reference taxonomies written by the seed's reference step: industry categories and the base
// dictionaries of 001 §3. Part of the one schema (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/** Industry categories: parents (parentCode null) and their children. */
export const industries = pgTable('industry', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  parentCode: text('parent_code'),
  sort: integer('sort').notNull().default(0),
});

/**
 * The base dictionaries of 001 §3 (dimJfBaseDict): up to three levels per base code (T1 regions,
 * T13 scheme types, …), the upper level named by parent_code. Reference data, written by the seed's
 * reference step and read through lib/server/dictionaries.
 */
export const dictEntries = pgTable(
  'dict_entry',
  {
    baseCode: text('base_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull(),
    /** A line of help shown with the entry (company scale of 001 §3). */
    help: text('help'),
  },
  (t) => [
    primaryKey({ columns: [t.baseCode, t.code] }),
    index('dict_entry_tree_idx').on(t.baseCode, t.level, t.sort),
  ],
);
