// Login sessions: what the server keeps of a login. Part of the one schema (lib/server/db/schema.ts
// re-exports it for drizzle-kit).
import 'server-only';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Server state of a login: the refresh secret (hashed) and its life; a revoked row ends the session. */
export const userSessions = pgTable(
  'user_session',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // created_at: a session is a login, which the console's dashboard counts per day.
  (t) => [index('user_session_user_idx').on(t.userId), index('user_session_created_idx').on(t.createdAt)],
);
