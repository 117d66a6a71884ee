// Captcha challenges (slide and character). Part of the one schema (lib/server/db/schema.ts re-exports
// it for drizzle-kit).
import 'server-only';
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Captcha challenges (slide or char): the answer never leaves the server; single use, short-lived. */
export const captchaChallenges = pgTable(
  'captcha_challenge',
  {
    token: text('token').primaryKey(),
    kind: text('kind').notNull(), // slide | char
    answer: text('answer').notNull(), // slide: target x; char: the characters (upper-case)
    client: text('client').notNull(),
    status: text('status').notNull().default('new'), // new | passed | failed | spent
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenge_expires_idx').on(t.expiresAt)],
);
