// A user's inbox (getMsgNum, the user centre's messages). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Inbox messages behind getMsgNum: kind sys / order / lm / bid_push, or a direct message to a receiver. */
export const userMessages = pgTable(
  'user_message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Longer text (a pushed opportunity's reason for matching); null for a title-only message. */
    body: text('body'),
    /** Where the message leads (a site path), if anywhere. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_message_unread_idx').on(t.userId, t.kind)],
);
