// SMS pushes of new opportunities (docs/features.md "SMS pushes"): who opted in, and each push SMS. Part
// of the one schema (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SMS_PUSH_STATUSES } from '@/lib/sms-push/types';
import { oneOf } from '../db/columns';

/** A user's opt-in (账号与安全); no row is off. */
export const smsPushSettings = pgTable('sms_push_setting', {
  userId: integer('user_id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One push SMS per user and opportunity, ever (the unique key: the exactly-once claim), with the day it
 * counts against (China time, the day it goes out) and the short link's code (/p/<code>).
 */
export const smsPushes = pgTable(
  'sms_push',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** 1 a bid opportunity (its code), 2 an outsourcing demand (orderNo), as opportunity_push. */
    kind: smallint('kind').notNull(),
    orderId: text('order_id').notNull(),
    title: text('title').notNull(),
    /** The record's own address on the site; /p/<code> redirects there. */
    link: text('link').notNull(),
    code: text('code').notNull(),
    day: text('day').notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status', { enum: SMS_PUSH_STATUSES }).notNull().default('queued'),
    attempts: smallint('attempts').notNull().default(0),
    /** The provider's error code of the last failed try (never a secret). */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a worker claimed it ('sending'): a claim older than deliver.ts's CLAIM_TTL_SEC is a worker that died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('sms_push_uq').on(t.userId, t.kind, t.orderId),
    uniqueIndex('sms_push_code_uq').on(t.code),
    index('sms_push_day_idx').on(t.userId, t.day),
    // The sweep's read: queued pushes by their time.
    index('sms_push_status_idx').on(t.status, t.sendAfter),
    check('sms_push_status_ck', oneOf(t.status, SMS_PUSH_STATUSES)),
  ],
);
