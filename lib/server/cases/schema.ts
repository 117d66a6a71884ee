// The case library (enterprise industry cases and government tender cases). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchVector } from '../db/columns';

/**
 * Cases: source 0 are enterprise industry cases (with screenshots), source 1 government tender cases.
 * One table because the detail page and getBuCaseInfo treat both alike.
 */
export const cases = pgTable(
  'biz_case',
  {
    id: serial('id').primaryKey(),
    uuidSecret: text('uuid_secret').notNull(),
    source: smallint('source').notNull(),
    caseTitle: text('case_title').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    parentIndCode: text('parent_ind_code').notNull(),
    parentIndName: text('parent_ind_name').notNull(),
    indName: text('ind_name').notNull(),
    supplierId: integer('supplier_id'),
    buName: text('bu_name').notNull(),
    buDesc: text('bu_desc').notNull(),
    detailAddress: text('detail_address').notNull(),
    businessScope: text('business_scope').notNull(),
    serviceCustom: text('service_custom').notNull(),
    period: integer('period').notNull(), // months
    devNumber: integer('dev_number').notNull(),
    devStartTime: timestamp('dev_start_time', { withTimezone: true, mode: 'date' }).notNull(),
    devEndTime: timestamp('dev_end_time', { withTimezone: true, mode: 'date' }).notNull(),
    caseDesc: text('case_desc').notNull(),
    serviceDetail: text('service_detail'), // null: no service-details section
    worktypeStr: text('worktype_str').notNull(),
    skillStr: text('skill_str').notNull(),
    industryInfoList: jsonb('industry_info_list')
      .$type<{ parIndName: string; parDomName: string; subIndName: string; subDomName: string }[]>()
      .notNull(),
    picArray: jsonb('pic_array').$type<{ slidepath: string }[]>().notNull(),
    showSupplier: boolean('show_supplier').notNull().default(true),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // A provider that keeps its name off the case page keeps it out of search too.
    searchVec: searchVector(
      sql`case_title || ' ' || (case when show_supplier then bu_name else '' end) || ' ' || ind_name || ' ' || service_custom`,
    ),
  },
  (t) => [
    uniqueIndex('biz_case_uuid_uq').on(t.uuidSecret),
    index('biz_case_search_idx').using('gin', t.searchVec),
    index('biz_case_supplier_idx').on(t.supplierId),
    index('biz_case_list_idx').on(t.source, t.publishTime),
    // The recommended order of a tab (lib/server/cases/list.ts), page 1 without sorting the tab.
    index('biz_case_recommended_idx').on(t.source, t.sortOrder.desc(), t.publishTime.desc(), t.id.desc()),
    index('biz_case_city_idx').on(t.cityCode, t.publishTime),
  ],
);
