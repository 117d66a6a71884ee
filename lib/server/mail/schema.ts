// E-mail: the account's address and its confirmation links, each subscription's mail choice, the
// deliveries of pushed opportunities and the development capture. Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_ADDRESS_STATES, MAIL_DELIVERY_STATES, MAIL_MODES, type MailAddressState, type MailDeliveryState, type MailMode } from '@/lib/mail/types';
import { oneOf } from '@/lib/server/db/columns';

/** One per account: the confirmed address mails go to, an address waiting for confirmation, the digest hour. */
export const mailAddresses = pgTable(
  'mail_address',
  {
    userId: integer('user_id').primaryKey(),
    email: text('email'),
    state: text('state', { enum: MAIL_ADDRESS_STATES }).$type<MailAddressState>().notNull().default('active'),
    /** Why sending stopped (the SMTP answer), shown in 账号与安全. */
    failure: text('failure'),
    pendingEmail: text('pending_email'),
    /** The hour (0-23, China time) the daily digest is sent. */
    digestHour: smallint('digest_hour').notNull().default(8),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('mail_address_state_ck', oneOf(t.state, MAIL_ADDRESS_STATES)), index('mail_address_digest_idx').on(t.digestHour)],
);

/** Confirmation links: only the token's SHA-256 is kept; 24 hours, single use. */
export const mailConfirmTokens = pgTable(
  'mail_confirm_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_confirm_token_user_idx').on(t.userId)],
);

/** The mail choice of one opportunity subscription (no row: 不发送邮件). */
export const mailSubscriptionModes = pgTable(
  'mail_subscription_mode',
  {
    subscriptionId: integer('subscription_id').primaryKey(),
    userId: integer('user_id').notNull(),
    mode: text('mode', { enum: MAIL_MODES }).$type<MailMode>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('mail_subscription_mode_ck', oneOf(t.mode, MAIL_MODES))],
);

/**
 * The mail of one pushed opportunity: recorded in the push's transaction, once per user and opportunity
 * (the unique key), then claimed and sent by the queue's senders (lib/server/mail/deliveries.ts).
 */
export const mailDeliveries = pgTable(
  'mail_delivery',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** PUSH_KIND (lib/opportunities/push-kinds.ts): 1 bid opportunity, 2 outsourcing demand, 3 winning bid, 4 solution. */
    kind: smallint('kind').notNull(),
    orderId: text('order_id').notNull(),
    /** Its source: an opportunity subscription or a saved search, exactly one (as opportunity_push). */
    subscriptionId: integer('subscription_id'),
    savedSearchId: integer('saved_search_id'),
    mode: text('mode', { enum: ['instant', 'digest'] }).$type<Exclude<MailMode, 'off'>>().notNull(),
    state: text('state', { enum: MAIL_DELIVERY_STATES }).$type<MailDeliveryState>().notNull().default('queued'),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    /** China's day it was pushed: the instant cap counts these. */
    day: text('day').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_delivery_uq').on(t.userId, t.kind, t.orderId),
    index('mail_delivery_due_idx').on(t.state, t.mode, t.nextAttemptAt),
    index('mail_delivery_day_idx').on(t.userId, t.day),
    check('mail_delivery_state_ck', oneOf(t.state, MAIL_DELIVERY_STATES)),
    check('mail_delivery_mode_ck', oneOf(t.mode, ['instant', 'digest'])),
    check('mail_delivery_source_ck', sql`(${t.subscriptionId} is null) <> (${t.savedSearchId} is null)`),
  ],
);

/** Messages the development SMTP capture received (docs/decisions/0017): every app process reads the same. */
export const mailCaptures = pgTable(
  'mail_capture',
  {
    id: serial('id').primaryKey(),
    envelopeFrom: text('envelope_from').notNull(),
    envelopeTo: text('envelope_to').notNull(),
    subject: text('subject').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mail_capture_received_idx').on(t.receivedAt)],
);
