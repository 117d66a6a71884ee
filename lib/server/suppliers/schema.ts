// Suppliers with their certificates and patents (searchByType type 2, the supplier pages). Part of the
// one schema (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { labelledSearchVector, titleVector } from '../db/columns';

export const suppliers = pgTable(
  'supplier',
  {
    id: serial('id').primaryKey(),
    compCode: text('comp_code').notNull(),
    compName: text('comp_name').notNull(),
    logo: text('logo'),
    creditCode: text('credit_code').notNull(),
    legalPerson: text('legal_person').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    provinceName: text('province_name').notNull(),
    address: text('address').notNull(),
    intro: text('intro').notNull(),
    serviceTrade: text('service_trade').array().notNull(),
    coreCompetence: text('core_competence').array().notNull(),
    serviceForm: text('service_form').array().notNull(),
    customerType: text('customer_type').array().notNull(),
    registerCapital: numeric('register_capital', { precision: 16, scale: 4, mode: 'number' }).notNull(), // 万元
    compScale: text('comp_scale').notNull(), // 微型 / 小型 / 中型 / 大型
    scaleTag: smallint('scale_tag').notNull(), // 1..4, sortable form of compScale
    caseCount: integer('case_count').notNull().default(0),
    establishTime: timestamp('establish_time', { withTimezone: true, mode: 'date' }).notNull(),
    registerStatus: text('register_status').notNull(), // 存续 / 在业 / ...
    patentNum: integer('patent_num').notNull().default(0),
    searchVec: labelledSearchVector(
      sql`comp_name || ' ' || jf_join(core_competence) || ' ' || jf_join(service_trade) || ' ' || jf_join(service_form)`,
      sql`array['c:' || city_name, 'p:' || province_name, 'r:' || register_status] || jf_prefixed('s:', service_trade) || jf_prefixed('f:', service_form) || jf_prefixed('u:', customer_type) || jf_prefixed('k:', core_competence)`,
    ),
    titleVec: titleVector('comp_name'),
  },
  (t) => [
    uniqueIndex('supplier_code_uq').on(t.compCode),
    // Imports match a supplier by its credit code first (docs/imports.md).
    index('supplier_credit_code_idx').on(t.creditCode),
    // A city's suppliers by case count: a bid's recommended suppliers, local first (migration 0036).
    index('supplier_city_cases_idx').on(t.cityCode, t.caseCount.desc(), t.id),
    // The consult dialog's company suggestion matches the start of a name (getBuInfosByBuName).
    index('supplier_name_prefix_idx').on(t.compName.op('text_pattern_ops')),
    index('supplier_search_idx').using('gin', t.searchVec),
    // Every 16th row's terms: a new question's label sample (lib/server/search/bounded.ts, migration 0028).
    index('supplier_search_sample_idx').using('gin', t.searchVec).where(sql`id % 16 = 0`),
    index('supplier_title_idx').using('gin', t.titleVec),
    // Every sort walks its own index with the id as tie-break, both directions (lib/server/search/bounded.ts).
    index('supplier_case_count_idx').on(t.caseCount, t.id),
    index('supplier_capital_idx').on(t.registerCapital, t.id),
    index('supplier_scale_idx').on(t.scaleTag, t.id),
    // The 成立时间 and 专利 labels asked as conditions on their columns (migration 0034).
    index('supplier_establish_idx').on(t.establishTime),
    index('supplier_patent_idx').on(t.patentNum),
  ],
);

export const supplierCertificates = pgTable(
  'supplier_certificate',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull(),
    certName: text('cert_name').notNull(),
    certNo: text('cert_no').notNull(),
    issuer: text('issuer').notNull(),
    issueDate: timestamp('issue_date', { withTimezone: true, mode: 'date' }).notNull(),
    expireDate: timestamp('expire_date', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('supplier_certificate_supplier_idx').on(t.supplierId)],
);

export const supplierPatents = pgTable(
  'supplier_patent',
  {
    id: serial('id').primaryKey(),
    supplierId: integer('supplier_id').notNull(),
    patentName: text('patent_name').notNull(),
    patentNo: text('patent_no').notNull(),
    patentType: text('patent_type').notNull(), // 发明专利 / 实用新型 / 外观设计 / 软件著作权
    applyDate: timestamp('apply_date', { withTimezone: true, mode: 'date' }).notNull(),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('supplier_patent_supplier_idx').on(t.supplierId)],
);
