// Account bans (docs/features.md, Operator console: Support). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A banned account: the reason and who banned it. The ban itself is the account status 6 (违规封禁,
 * 001 §6), which refuses the login; previousStatus is what an unban puts back. One row per banned
 * account, removed on unban: the audit trail keeps every ban and unban.
 */
export const accountBans = pgTable('account_ban', {
  userId: integer('user_id').primaryKey(),
  reason: text('reason').notNull(),
  bannedBy: integer('banned_by'),
  bannedAt: timestamp('banned_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  previousStatus: smallint('previous_status').notNull().default(0),
});
