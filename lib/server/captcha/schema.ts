// Captcha challenges (slide and character). Part of the one schema (lib/server/db/schema.ts re-exports
// it for drizzle-kit).
import 'server-only';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CAPTCHA_STATUSES, CAPTCHA_TYPES } from '@/lib/captcha/types';
import { oneOf } from '../db/columns';

/** Captcha challenges (slide or char): the answer never leaves the server; single use, short-lived. */
export const captchaChallenges = pgTable(
  'captcha_challenge',
  {
    token: text('token').primaryKey(),
    kind: text('kind', { enum: CAPTCHA_TYPES }).notNull(),
    answer: text('answer').notNull(), // slide: target x; char: the characters (upper-case)
    client: text('client').notNull(),
    status: text('status', { enum: CAPTCHA_STATUSES }).notNull().default('new'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('captcha_challenge_expires_idx').on(t.expiresAt),
    check('captcha_challenge_kind_ck', oneOf(t.kind, CAPTCHA_TYPES)),
    check('captcha_challenge_status_ck', oneOf(t.status, CAPTCHA_STATUSES)),
  ],
);
