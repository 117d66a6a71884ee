// Purchasing units and their winning bids (searchByType type 3, the bid detail page). Part of the one
// schema (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { labelledSearchVector, titleVector } from '../db/columns';

/** Purchasing units (government bodies, enterprises) that publish tenders. */
export const purchasers = pgTable(
  'purchaser',
  {
    id: serial('id').primaryKey(),
    purchaseCode: text('purchase_code').notNull(),
    name: text('name').notNull(),
    purchaserType: text('purchaser_type').notNull(),
    cityCode: text('city_code').notNull(),
    /** 统一社会信用代码 when known (imports match units by it first, docs/imports.md); null for the demo data's units. */
    creditCode: text('credit_code'),
  },
  (t) => [
    uniqueIndex('purchaser_code_uq').on(t.purchaseCode),
    index('purchaser_name_prefix_idx').on(t.name.op('text_pattern_ops')),
    uniqueIndex('purchaser_credit_code_uq').on(t.creditCode).where(sql`credit_code is not null`),
  ],
);

/** Winning-bid records (type 3 of searchByType). */
export const winningBids = pgTable(
  'winning_bid',
  {
    id: serial('id').primaryKey(),
    bidCode: text('bid_code').notNull(),
    projectName: text('project_name').notNull(),
    projectNumber: text('project_number').notNull(),
    bidState: smallint('bid_state').notNull(), // 1: won
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    provinceName: text('province_name').notNull(),
    purchaserType: text('purchaser_type').notNull(),
    purchaser: text('purchaser').notNull(), // space-separated names
    purchaseCode: text('purchase_code').notNull(),
    purchaseWay: text('purchase_way').notNull(),
    serviceTrade: text('service_trade').notNull(),
    bidComp: text('bid_comp').notNull(),
    bidCompId: integer('bid_comp_id'),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull(), // 元
    budgetAmount: numeric('budget_amount', { precision: 16, scale: 2, mode: 'number' }),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    bidOpenTime: timestamp('bid_open_time', { withTimezone: true, mode: 'date' }),
    content: text('content').notNull(),
    searchVec: labelledSearchVector(
      sql`project_name || ' ' || purchaser || ' ' || bid_comp`,
      // The publish month, the amount's bucket and its thresholds too (migrations 0033 and 0066,
      // lib/search/sort-buckets.ts): a keyword read far down either order is found there inside the search index.
      sql`array['c:' || city_name, 'p:' || province_name, 't:' || purchaser_type, 'w:' || purchase_way, jf_month_term(publish_time), jf_amount_term(amount)] || jf_amount_thresholds(amount)`,
    ),
    titleVec: titleVector('project_name'),
    /** Last change (migration 0054: set on insert and by a trigger on every update): the OCDS change feed's order. */
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    uniqueIndex('winning_bid_code_uq').on(t.bidCode),
    index('winning_bid_search_idx').using('gin', t.searchVec),
    // Every 16th row's terms: a new question's label sample (lib/server/search/bounded.ts, migration 0028).
    index('winning_bid_search_sample_idx').using('gin', t.searchVec).where(sql`id % 16 = 0`),
    index('winning_bid_title_idx').using('gin', t.titleVec),
    // Every sort walks its own index with the id as tie-break, both directions (lib/server/search/bounded.ts).
    index('winning_bid_amount_idx').on(t.amount, t.id),
    // Migration 0036 adds INCLUDE (bid_code), which drizzle cannot declare: a purchaser's other bids are counted from the index alone.
    index('winning_bid_purchase_idx').on(t.purchaseCode, t.publishTime),
    index('winning_bid_publish_idx').on(t.publishTime, t.id),
    // Migration 0037 adds INCLUDE (bid_state, amount): a city's tender statistics are read from the index alone.
    index('winning_bid_city_publish_idx').on(t.cityCode, t.publishTime),
    index('winning_bid_winner_idx').on(t.bidCompId, t.publishTime),
    index('winning_bid_changed_idx').on(t.changedAt, t.id),
  ],
);
