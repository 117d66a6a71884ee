// Contacting a merchant (001 §1-§9): the side bar's suggestion and complaint form, who answers for a
// provider, the private-number pool and its bindings. Migration 0016_chat_contact.sql, hand-written.
import 'server-only';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { FEEDBACK_STATUSES } from '@/lib/support/types';
import { oneOf } from '../db/columns';

/**
 * A suggestion (kind 1) or complaint (kind 2) sent from the side bar's form (/feedback.html), and how
 * support handled it (docs/features.md, Operator console: Support): its status, the operators' internal
 * note (never shown to the sender) and the reply the sender receives in the inbox.
 */
export const feedbackEntries = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    /** The sender, when logged in; a visitor may write too. */
    userId: integer('user_id'),
    kind: smallint('kind').notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** The page the form was opened from (a path of this site). */
    pageUrl: text('page_url'),
    client: text('client').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    note: text('note'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    /** The operator who last changed it. */
    handledBy: integer('handled_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('feedback_created_idx').on(t.createdAt),
    index('feedback_status_idx').on(t.status, t.createdAt),
    check('feedback_status_ck', oneOf(t.status, FEEDBACK_STATUSES)),
  ],
);

/**
 * Who answers chat and phone for a provider: `supplier:<id>` for a supplier's merchant account, and
 * `platform` for the platform's customer service (001 §6: product type 1). A provider without a row
 * has no merchant account yet: the side bar hands its buyers to the platform's customer service.
 */
export const contactOwners = pgTable(
  'contact_owner',
  {
    ownerKey: text('owner_key').primaryKey(),
    userId: integer('user_id').notNull(),
    displayName: text('display_name').notNull(),
  },
  (t) => [index('contact_owner_user_idx').on(t.userId)],
);

/**
 * The pool of private (virtual) numbers (001 §4, §9). A free number has no buyer; a bound one connects
 * the buyer with one provider until released or expired. `generation` grows with every binding, so a
 * release or expiry meant for an older binding of the number changes nothing.
 */
export const privateNumbers = pgTable(
  'private_number',
  {
    number: text('number').primaryKey(),
    buyerUserId: integer('buyer_user_id'),
    ownerKey: text('owner_key'),
    boundAt: timestamp('bound_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    generation: integer('generation').notNull().default(0),
  },
  (t) => [
    // One live number per pair (buyer, provider): asking again answers the same number.
    uniqueIndex('private_number_pair_uq').on(t.buyerUserId, t.ownerKey).where(sql`buyer_user_id is not null`),
    index('private_number_expiry_idx').on(t.expiresAt).where(sql`buyer_user_id is not null`),
  ],
);

/** What the telephony provider was told and what it reported: bindings, releases, expiries, calls. */
export const telephonyEvents = pgTable(
  'telephony_event',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    event: text('event').notNull(), // bind | release | expire | call
    buyerUserId: integer('buyer_user_id'),
    ownerKey: text('owner_key'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('telephony_event_number_idx').on(t.number, t.at)],
);
