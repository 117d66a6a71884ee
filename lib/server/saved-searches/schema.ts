// Saved searches and their private feeds (docs/features.md, Saved searches and feeds); migration 0058.
import 'server-only';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MAIL_MODES, type MailMode } from '@/lib/mail/types';
import { FEED_SOURCES, SAVED_SEARCH_LISTS } from '@/lib/saved-searches/types';
import { oneOf } from '../db/columns';

/** A user's saved search: the list and its canonical query (the page's own parser normalised it). */
export const savedSearches = pgTable(
  'saved_search',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    list: text('list', { enum: SAVED_SEARCH_LISTS }).notNull(),
    /** The page's query string without page and order, read again through the page's parser when used. */
    query: text('query').notNull(),
    name: text('name').notNull(),
    /** Its new matches by e-mail (docs/features.md, E-mail): off (the default), instant or the daily digest. */
    mailMode: text('mail_mode', { enum: MAIL_MODES }).$type<MailMode>().notNull().default('off'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_search_user_idx').on(t.userId, t.id), index('saved_search_list_idx').on(t.list), check('saved_search_list_ck', oneOf(t.list, SAVED_SEARCH_LISTS)),
    check('saved_search_mail_mode_ck', oneOf(t.mailMode, MAIL_MODES)),
  ],
);

/**
 * The private feed of a saved search or a subscription. The token is HMAC(secret, nonce): shown again from
 * the nonce, found by its SHA-256 (docs/decisions/0018-feed-tokens.md). nonce and token_hash null: revoked.
 */
export const feedTokens = pgTable(
  'feed_token',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    source: text('source', { enum: FEED_SOURCES }).notNull(),
    sourceId: integer('source_id').notNull(),
    nonce: text('nonce'),
    tokenHash: text('token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('feed_token_source_uq').on(t.source, t.sourceId), uniqueIndex('feed_token_hash_uq').on(t.tokenHash), check('feed_token_source_ck', oneOf(t.source, FEED_SOURCES))],
);
