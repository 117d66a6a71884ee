// The rate limiter's events (lib/server/rate-limit.ts). Part of the one schema (lib/server/db/schema.ts
// re-exports it for drizzle-kit).
import 'server-only';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Events counted by the rate limiter, shared by every app process on the database. */
export const rateEvents = pgTable(
  'rate_event',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_event_key_idx').on(t.key, t.at)],
);
