// List exports (docs/features.md, List exports). Part of the one schema (lib/server/db/schema.ts
// re-exports it for drizzle-kit).
import 'server-only';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { EXPORT_FORMATS, EXPORT_LISTS } from '@/lib/exports/types';
import { oneOf } from '../db/columns';

/**
 * One export a user took: the list, its filters (the page's parsed URL state, without the page
 * number), the format and the rows written. rowCount is null while the file is being written, and
 * stays null when the download broke off.
 */
export const listExports = pgTable(
  'list_export',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    list: text('list', { enum: EXPORT_LISTS }).notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    format: text('format', { enum: EXPORT_FORMATS }).notNull(),
    rowCount: integer('row_count'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('list_export_user_idx').on(t.userId, t.createdAt),
    check('list_export_list_ck', oneOf(t.list, EXPORT_LISTS)),
    check('list_export_format_ck', oneOf(t.format, EXPORT_FORMATS)),
  ],
);
