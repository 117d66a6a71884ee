// Business opportunities (001 §3): outsourcing demands, government tender opportunities, follows,
// subscriptions and what they pushed. Part of the one schema (lib/server/db/schema.ts re-exports it).
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Channel, SubscriptionSettings } from '@/lib/opportunities/schemas';
import { DEMAND_STATUSES } from '@/lib/opportunities/types';
import type { TagTone } from '@/lib/ui/tag-tone';
import { oneOf } from '../db/columns';

/**
 * Outsourcing demands (001 §3 Outsourcing card): what a buyer needs built or staffed. The quick-publish
 * dialog writes one from a memo (source 'quick_publish', waiting for the platform to complete its
 * card: name, price, direction); the demand hall and the subscription matcher read them.
 */
export const outsourcingDemands = pgTable(
  'outsourcing_demand',
  {
    id: serial('id').primaryKey(),
    /** The public number (orderNo), XQ + date + sequence. */
    orderNo: text('order_no').notNull(),
    /** The opaque id in links (orderIdSecret), never the serial. */
    idSecret: text('id_secret').notNull(),
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull().default(0),
    orderName: text('order_name').notNull(),
    memo: text('memo').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    /** 1 software outsourcing, 2 manpower outsourcing. */
    kind: smallint('kind').notNull().default(1),
    /** Yuan; null is negotiable. */
    price: numeric('price', { precision: 16, scale: 2, mode: 'string' }),
    techDirection: text('tech_direction'),
    cityCode: text('city_code'),
    /** 'pending' waits for the platform to complete the card; only 'open' ones are listed. */
    status: text('status', { enum: DEMAND_STATUSES }).notNull().default('pending'),
    source: text('source').notNull(),
    entry: text('entry'),
    fromType: text('from_type'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // The card (001 §3 Outsourcing card) and what subscriptions match on (001 §3 Subscription).
    /** Software: service category (first, second level); manpower: job type (first, second level). */
    primaryClass: text('primary_class'),
    secondClass: text('second_class'),
    /** Who may take it: 1 enterprises only, 2 individuals only, null anyone. */
    receiveRequirement: smallint('receive_requirement'),
    /** 1 full on-site, 2 occasional visits, 3 regular on-site, 4 full on-site, null none. */
    fieldWork: smallint('field_work'),
    /** Manpower: people wanted (personOrder), residence and settlement period codes. */
    personOrder: integer('person_order'),
    residentPeriod: text('resident_period'),
    settlementPeriod: text('settlement_period'),
    bookCount: integer('book_count').notNull().default(0),
    /** Bids are taken until then (bidValidtime); null: until closed. */
    bidValidUntil: timestamp('bid_valid_until', { withTimezone: true, mode: 'date' }),
    /** Members see it first until then (vipTimeLimit). */
    vipUntil: timestamp('vip_until', { withTimezone: true, mode: 'date' }),
    recommend: boolean('recommend').notNull().default(false),
  },
  (t) => [
    index('outsourcing_demand_hall_idx').on(t.status, t.kind, t.cityCode, t.createdAt),
    uniqueIndex('outsourcing_demand_no_uq').on(t.orderNo),
    uniqueIndex('outsourcing_demand_secret_uq').on(t.idSecret),
    index('outsourcing_demand_user_idx').on(t.userId, t.createdAt),
    index('outsourcing_demand_status_idx').on(t.status, t.createdAt),
    check('outsourcing_demand_status_ck', oneOf(t.status, DEMAND_STATUSES)),
  ],
);

/**
 * Government tender opportunities (001 §3 Bid card): purchase intentions (type 1) and notices
 * (type 2) from a third-party tender site (bidSource 1) or the platform's agency (2, 3). budgetAmount is
 * as the source gives it: yuan for type 2, 万 for the others (001 §9).
 */
export const bidOpportunities = pgTable(
  'bid_opportunity',
  {
    id: serial('id').primaryKey(),
    /** intentionCode (type 1) or bidCode (the others): the public id in links. */
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    bidSource: smallint('bid_source').notNull(),
    projectName: text('project_name').notNull(),
    projectNumber: text('project_number').notNull(),
    purchaserName: text('purchaser_name').notNull(),
    /** Purchase unit kind (subscription option 采购单位), e.g. 党政机关. */
    purchaseUnit: text('purchase_unit').notNull(),
    /** 业务方向 tag (subscription option), e.g. 软件开发. */
    businessDirection: text('business_direction').notNull(),
    cityCode: text('city_code').notNull(),
    budgetAmount: numeric('budget_amount', { precision: 16, scale: 2, mode: 'string' }),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    biddingDateFrom: timestamp('bidding_date_from', { withTimezone: true, mode: 'date' }),
    bidDeadline: timestamp('bid_deadline', { withTimezone: true, mode: 'date' }),
    /** Source tags: [{ name, type: primary | success | info }]. */
    tags: jsonb('tags').$type<{ name: string; type: TagTone }[]>().notNull().default([]),
    recommend: boolean('recommend').notNull().default(false),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Last change (migration 0054: set on insert and by a trigger on every update): the OCDS change feed's order. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('bid_opportunity_code_uq').on(t.code),
    index('bid_opportunity_changed_idx').on(t.changedAt, t.id),
    index('bid_opportunity_city_idx').on(t.cityCode, t.publishTime),
    index('bid_opportunity_time_idx').on(t.publishTime),
    // A purchasing unit's notices and intentions on its profile (docs/analytics.md; migration 0060).
    index('bid_opportunity_purchaser_idx').on(t.purchaserName, t.publishTime),
  ],
);

/** Follows (addAttention, 001 §7): per identity; kind 1 a bid opportunity (its code), 2 an outsourcing demand (orderNo). */
export const demandFollows = pgTable(
  'demand_follow',
  {
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull(),
    kind: smallint('kind').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.buId, t.kind, t.orderId] })],
);

/**
 * Opportunity subscriptions (001 §3 Subscription): one row per enterprise identity and channel (1
 * software outsourcing, 2 manpower, 3 government third-party tenders, 4 government platform agency).
 * settings holds the channel's fields as saved (validated by lib/opportunities/schemas.ts).
 */
export const opportunitySubscriptions = pgTable(
  'opportunity_subscription',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull(),
    channel: smallint('channel').$type<Channel>().notNull(),
    /** Read back through the channel's schema: an option removed since makes a row no longer valid. */
    settings: jsonb('settings').$type<SubscriptionSettings>().notNull(),
    channelInUse: smallint('channel_in_use').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // created_at: the console's dashboard counts new subscriptions per day.
  (t) => [
    uniqueIndex('opportunity_subscription_uq').on(t.userId, t.buId, t.channel),
    index('opportunity_subscription_channel_idx').on(t.channel, t.channelInUse),
    index('opportunity_subscription_created_idx').on(t.createdAt),
  ],
);

/** Opportunities pushed to a user's inbox: one per user and opportunity, ever (the exactly-once key). */
export const opportunityPushes = pgTable(
  'opportunity_push',
  {
    userId: integer('user_id').notNull(),
    /** PUSH_KIND (lib/opportunities/push-kinds.ts): 1 bid opportunity, 2 outsourcing demand, 3 winning bid, 4 solution. */
    kind: smallint('kind').notNull(),
    orderId: text('order_id').notNull(),
    /** Its source (migration 0058): the subscription or the saved search that matched, exactly one of them. */
    subscriptionId: integer('subscription_id'),
    savedSearchId: integer('saved_search_id'),
    messageId: integer('message_id').notNull(),
    /** The day (Asia/Shanghai) it was pushed: the daily cap counts these. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // day alone: the console's dashboard counts the pushes per day.
  // By source: a feed lists its source's newest pushes.
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.orderId] }),
    index('opportunity_push_day_idx').on(t.userId, t.day),
    index('opportunity_push_date_idx').on(t.day),
    index('opportunity_push_subscription_idx').on(t.subscriptionId, t.createdAt),
    index('opportunity_push_saved_search_idx').on(t.savedSearchId, t.createdAt),
    check('opportunity_push_source_ck', sql`(${t.subscriptionId} is null) <> (${t.savedSearchId} is null)`),
  ],
);
