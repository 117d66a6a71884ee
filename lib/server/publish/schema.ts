// Quick publish's one-time login tokens. Part of the one schema (lib/server/db/schema.ts re-exports it
// for drizzle-kit).
import 'server-only';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time login tokens (quick publish's jfidToken): hashed, short-lived, used once. */
export const loginTokens = pgTable('login_token', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});
