// The rules centre's published text (docs/features.md, Activities and the rules centre): a rule an editor
// has published from the console replaces the built-in text of lib/rules-centre/rules.ts, code for code.
import 'server-only';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { RuleChapter } from '@/lib/rules-centre/rules';

export const platformRules = pgTable('platform_rule', {
  /** The page name of the built-in rule it replaces: rule001, rule001-1. */
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  version: text('version').notNull(),
  /** ISO dates (YYYY-MM-DD). */
  publishedOn: text('published_on').notNull(),
  effectiveFrom: text('effective_from').notNull(),
  chapters: jsonb('chapters').$type<RuleChapter[]>().notNull(),
  publishedBy: integer('published_by'),
  publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
