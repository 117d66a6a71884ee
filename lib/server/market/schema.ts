// Market analytics' rollups (docs/analytics.md, docs/decisions/0020): the winning bids' counts and sums
// kept by statement triggers on winning_bid (migration 0060, hand-written), rebuilt and checked nightly.
import 'server-only';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' }).notNull();

/**
 * Awards per city, industry (service trade), project kind and month (China time): the market's size and its local
 * share. Each award is counted under its city and again under the city '' (the whole country).
 */
export const awardMonth = pgTable(
  'award_month',
  {
    cityCode: text('city_code').notNull(),
    trade: text('trade').notNull(),
    kind: text('kind').notNull(),
    month: date('month').notNull(),
    awardCount: integer('award_count').notNull(),
    amountSum: money('amount_sum'),
    /** Awards won by a supplier registered in the award's city. */
    localCount: integer('local_count').notNull(),
    localAmount: money('local_amount'),
  },
  (t) => [
    primaryKey({ name: 'award_month_pk', columns: [t.cityCode, t.trade, t.kind, t.month] }),
    index('award_month_month_idx').on(t.month),
    // Rows a removal brought to nothing, found and dropped at once.
    index('award_month_empty_idx').on(t.cityCode).where(sql`award_count = 0`),
  ],
);

/** The same cells (the country as '' too) split by one facet: `way` (the procurement method) or `band` (the amount band, jf_amount_band). */
export const awardFacet = pgTable(
  'award_facet',
  {
    cityCode: text('city_code').notNull(),
    trade: text('trade').notNull(),
    kind: text('kind').notNull(),
    month: date('month').notNull(),
    facet: text('facet').notNull(),
    value: text('value').notNull(),
    awardCount: integer('award_count').notNull(),
    amountSum: money('amount_sum'),
  },
  (t) => [
    primaryKey({ name: 'award_facet_pk', columns: [t.cityCode, t.trade, t.kind, t.month, t.facet, t.value] }),
    index('award_facet_month_idx').on(t.month),
    index('award_facet_empty_idx').on(t.cityCode).where(sql`award_count = 0`),
  ],
);

/** Awards per year, city, industry and kind of each purchaser (`buyer`: its purchase code) and winner (`winner`: the supplier id). */
export const awardParty = pgTable(
  'award_party',
  {
    year: smallint('year').notNull(),
    cityCode: text('city_code').notNull(),
    trade: text('trade').notNull(),
    kind: text('kind').notNull(),
    role: text('role').notNull(),
    party: text('party').notNull(),
    awardCount: integer('award_count').notNull(),
    amountSum: money('amount_sum'),
  },
  (t) => [
    primaryKey({ name: 'award_party_pk', columns: [t.year, t.cityCode, t.trade, t.kind, t.role, t.party] }),
    index('award_party_party_idx').on(t.role, t.party),
    index('award_party_empty_idx').on(t.year).where(sql`award_count = 0`),
  ],
);

/** Awards per purchaser and supplier, year and kind (with the purchaser's sector): profiles, shares, competitors. */
export const awardPair = pgTable(
  'award_pair',
  {
    purchaseCode: text('purchase_code').notNull(),
    supplierId: integer('supplier_id').notNull(),
    year: smallint('year').notNull(),
    kind: text('kind').notNull(),
    purchaserType: text('purchaser_type').notNull(),
    awardCount: integer('award_count').notNull(),
    amountSum: money('amount_sum'),
  },
  (t) => [
    primaryKey({ name: 'award_pair_pk', columns: [t.purchaseCode, t.supplierId, t.year, t.kind, t.purchaserType] }),
    index('award_pair_supplier_idx').on(t.supplierId),
    index('award_pair_empty_idx').on(t.year).where(sql`award_count = 0`),
  ],
);
