// Solutions suppliers offer and their two-level category tree (001 §3). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { labelledSearchVector, titleVector } from '../db/columns';

/** Solutions and products a supplier offers (001 §3 solution list item). */
export const solutions = pgTable(
  'solution',
  {
    id: serial('id').primaryKey(),
    originIdSec: text('origin_id_sec').notNull(),
    originSource: smallint('origin_source').notNull(), // 1: platform solution detail page
    supplierId: integer('supplier_id').notNull(),
    serviceProvider: text('service_provider').notNull(),
    serviceName: text('service_name').notNull(),
    firstCategoryCode: text('first_category_code').notNull(),
    firstCategoryName: text('first_category_name').notNull(),
    secondCategoryCode: text('second_category_code').notNull(),
    secondCategoryName: text('second_category_name').notNull(),
    originTag: smallint('origin_tag').notNull(), // 1 platform solution, 2 platform preferred
    serviceDesc: text('service_desc').notNull(),
    servicePrice: numeric('service_price', { precision: 16, scale: 2, mode: 'number' }), // null: negotiable
    cityCode: text('city_code').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    // With its filters as terms (categories, source, price bucket; migration 0030, lib/solutions/price-buckets.ts).
    searchVec: labelledSearchVector(
      sql`service_name || ' ' || first_category_name || ' ' || service_provider`,
      sql`jf_solution_labels(first_category_code, second_category_code, origin_tag, service_price)`,
    ),
    // The name's own terms: a keyword's comprehensive order lists name hits first (migration 0031).
    titleVec: titleVector('service_name'),
    // The detail pages (001 §2): what a buyer needs to decide. Seeded rows have every text; a
    // published scheme (below) brings what its supplier entered (001 §3 scheme part).
    solveProblem: text('solve_problem'),
    achieveResults: text('achieve_results'),
    advantages: text('advantages'),
    deliveryCycle: text('delivery_cycle'),
    afterSaleService: text('after_sale_service'),
    technologies: text('technologies').array().notNull().default(sql`'{}'::text[]`),
    customerTypes: text('customer_types').array().notNull().default(sql`'{}'::text[]`),
    /** The product manual or function list the supplier uploaded (stored_file key, served at /files/<key>). */
    manualFileKey: text('manual_file_key'),
    manualFileName: text('manual_file_name'),
    demoLink: text('demo_link'),
    /** The approved supplier scheme this row publishes as 平台优选 (null: the platform's own or seeded). */
    schemeId: integer('scheme_id'),
  },
  (t) => [
    uniqueIndex('solution_origin_uq').on(t.originIdSec),
    uniqueIndex('solution_scheme_uq').on(t.schemeId),
    index('solution_supplier_idx').on(t.supplierId),
    index('solution_search_idx').using('gin', t.searchVec),
    index('solution_title_idx').using('gin', t.titleVec),
    // The list's default order (preferred first, newest first) walked with the id as tie-break; the
    // price sort both ways with negotiable (null) prices last in either, so one index per direction.
    index('solution_browse_idx').on(t.originTag, t.publishTime, t.id),
    index('solution_price_asc_idx').on(t.servicePrice.asc().nullsLast(), t.id.asc()),
    index('solution_price_desc_idx').on(t.servicePrice.desc().nullsLast(), t.id.desc()),
    // The list's filters and sort values: a list without a keyword is read from this index alone (migration 0029).
    index('solution_filter_idx').on(t.firstCategoryCode, t.secondCategoryCode, t.originTag, t.servicePrice, t.publishTime, t.id),
  ],
);

/**
 * The two-level category tree of solutions (001 §3 Category, categoryList): reference data written by
 * every start (seed/solution-categories.ts). First levels have no parent; 'other' (其他) has no children.
 */
export const solutionCategories = pgTable(
  'solution_category',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    sort: integer('sort').notNull(),
  },
  (t) => [index('solution_category_parent_idx').on(t.parentCode, t.sort)],
);
