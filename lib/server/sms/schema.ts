// SMS verification codes and the development outbox. Part of the one schema (lib/server/db/schema.ts
// re-exports it for drizzle-kit).
import 'server-only';
import { index, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** SMS verification codes: only a hash is kept; bound to phone and purpose, single use, a few tries. */
export const smsCodes = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_code_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** What the development SMS provider "sent": shown on the development inbox page, never in production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);
