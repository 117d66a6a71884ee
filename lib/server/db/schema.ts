// The one schema, shared by PGlite and a PostgreSQL server. Only SQL that PostgreSQL 15 and 18 both
// accept goes here; migrations under migrations/ are generated from this file by drizzle-kit.
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector; filled by generated columns, never written by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search vector of a document: unigrams and bigrams of its Chinese runs plus its Latin/digit words
 * (SQL function jf_search_terms, migration 0001). Chinese has no spaces, so bigrams let a GIN index
 * answer one- and two-character queries and narrow longer ones, on PGlite and PostgreSQL alike.
 */
const searchVector = (doc: ReturnType<typeof sql>, column = 'search_vec') =>
  tsvector(column).generatedAlwaysAs(sql`array_to_tsvector(jf_search_terms(${doc}))`);

/**
 * A search vector that also holds the record's label values as terms ('c:北京', 't:医疗机构'; migration
 * 0009), so a city scope or a label filter narrows the keyword inside the search index instead of row
 * by row (lib/server/search/engine.ts). A keyword never makes such a term: it has no colon.
 */
const labelledSearchVector = (doc: ReturnType<typeof sql>, labels: ReturnType<typeof sql>) =>
  tsvector('search_vec').generatedAlwaysAs(sql`array_to_tsvector(jf_search_terms(${doc}) || ${labels})`);

/** The title's own terms: the comprehensive order puts title hits first, found through their own index. */
const titleVector = (title: string) => searchVector(sql.raw(title), 'title_vec');

/** Prefecture-level cities (GB/T 2260), each a sub-site reachable by its `site` subdomain. */
export const cities = pgTable(
  'city',
  {
    code: text('code').primaryKey(), // six digits, e.g. 500100
    name: text('name').notNull(), // 重庆
    fullName: text('full_name').notNull(), // 重庆市
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    pinyin: text('pinyin').notNull(),
    initial: text('initial').notNull(), // A-Z
    site: text('site').notNull(), // subdomain, e.g. cq
    hotRank: smallint('hot_rank'), // null: not a hot city
  },
  (t) => [uniqueIndex('city_site_uq').on(t.site), index('city_initial_idx').on(t.initial)],
);

export const friendlyLinks = pgTable(
  'friendly_link',
  {
    id: serial('id').primaryKey(),
    cityCode: text('city_code'), // null: shown on every site
    linkName: text('link_name').notNull(),
    linkUrl: text('link_url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('friendly_link_city_idx').on(t.cityCode, t.sort)],
);

/** Industry categories: parents (parentCode null) and their children. */
export const industries = pgTable('industry', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  parentCode: text('parent_code'),
  sort: integer('sort').notNull().default(0),
});

/** Purchasing units (government bodies, enterprises) that publish tenders. */
export const purchasers = pgTable(
  'purchaser',
  {
    id: serial('id').primaryKey(),
    purchaseCode: text('purchase_code').notNull(),
    name: text('name').notNull(),
    purchaserType: text('purchaser_type').notNull(),
    cityCode: text('city_code').notNull(),
  },
  (t) => [uniqueIndex('purchaser_code_uq').on(t.purchaseCode), index('purchaser_name_prefix_idx').on(t.name.op('text_pattern_ops'))],
);

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
    // The detail pages (issue 18): what a buyer needs to decide. Seeded rows have every text; a
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
      // The publish month too (migration 0033, lib/search/sort-buckets.ts): a keyword that goes with the
      // far end of the publish order is found there month by month inside the search index.
      sql`array['c:' || city_name, 'p:' || province_name, 't:' || purchaser_type, 'w:' || purchase_way, jf_month_term(publish_time)]`,
    ),
    titleVec: titleVector('project_name'),
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
  ],
);

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

/** Accounts (issue 4): one per phone; identities below. accountStat 1..6 means the account must log out. */
export const users = pgTable(
  'app_user',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    userName: text('user_name').notNull(),
    showImg: text('show_img'),
    expert: boolean('expert').notNull().default(false),
    accountStat: smallint('account_stat').notNull().default(0),
    currentBuId: integer('current_bu_id').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('app_user_mobile_uq').on(t.mobile)],
);

/** A user's identities: buType 0 personal (buId 0), 1 enterprise, other team; role 'owner' heads an enterprise. */
export const identities = pgTable(
  'user_identity',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull(),
    buName: text('bu_name').notNull(),
    buType: smallint('bu_type').notNull(),
    role: text('role').notNull().default('member'),
  },
  (t) => [uniqueIndex('user_identity_uq').on(t.userId, t.buId)],
);

/** Server state of a login: the refresh secret (hashed) and its life; a revoked row ends the session. */
export const userSessions = pgTable(
  'user_session',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull(),
    refreshHash: text('refresh_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_session_user_idx').on(t.userId)],
);

/** Inbox messages behind getMsgNum: kind sys / order / lm / bid_push, or a direct message to a receiver. */
export const userMessages = pgTable(
  'user_message',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Longer text (a pushed opportunity's reason for matching); null for a title-only message. */
    body: text('body'),
    /** Where the message leads (a site path), if anywhere. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_message_unread_idx').on(t.userId, t.kind)],
);

/** SMS verification codes: only a hash is kept; bound to phone and purpose, single use, a few tries. */
export const smsCodes = pgTable(
  'sms_code',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_code_phone_idx').on(t.phone, t.purpose, t.createdAt)],
);

/** What the development SMS provider "sent": shown on the development inbox page, never in production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sms_outbox_phone_idx').on(t.phone, t.createdAt)],
);

/** Captcha challenges (slide or char): the answer never leaves the server; single use, short-lived. */
export const captchaChallenges = pgTable(
  'captcha_challenge',
  {
    token: text('token').primaryKey(),
    kind: text('kind').notNull(), // slide | char
    answer: text('answer').notNull(), // slide: target x; char: the characters (upper-case)
    client: text('client').notNull(),
    status: text('status').notNull().default('new'), // new | passed | failed | spent
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenge_expires_idx').on(t.expiresAt)],
);

/** Events counted by the rate limiter, shared by every app process on the database. */
export const rateEvents = pgTable(
  'rate_event',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rate_event_key_idx').on(t.key, t.at)],
);

/**
 * A counter per search source ('tender', 'supplier'), raised by statement triggers on the source's
 * table (migration 0004): cached search answers computed under an older version are not used again.
 */
/**
 * Search answers shared by every app process: the labels, the total and the ordered ids of the first
 * 10,000 results of one query (any page is a slice), or only the total for a count.
 */
export const searchResultCache = pgTable(
  'search_result_cache',
  {
    key: text('key').primaryKey(),
    source: text('source').notNull(),
    /** The keyword's tsquery (null without a keyword): a write drops the entries its rows could change. */
    tsq: text('tsq'),
    total: integer('total').notNull(),
    labels: jsonb('labels').notNull(),
    cities: jsonb('cities').notNull(),
    ids: integer('ids').array(),
    /** The total and label counts are estimates (more matches than the engine counts one by one). */
    approximate: boolean('approximate').notNull().default(false),
    /** A window entry holds the first ids only: more matches follow them. */
    more: boolean('more').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('search_result_cache_created_idx').on(t.createdAt)],
);

/**
 * The base dictionaries of 001 §3 (dimJfBaseDict): up to three levels per base code (T1 regions,
 * T13 scheme types, …), the upper level named by parent_code. Reference data, written by the seed's
 * reference step and read through lib/server/dictionaries.
 */
export const dictEntries = pgTable(
  'dict_entry',
  {
    baseCode: text('base_code').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    parentCode: text('parent_code'),
    level: smallint('level').notNull(),
    sort: integer('sort').notNull(),
    /** A line of help shown with the entry (company scale of 001 §3). */
    help: text('help'),
  },
  (t) => [
    primaryKey({ columns: [t.baseCode, t.code] }),
    index('dict_entry_tree_idx').on(t.baseCode, t.level, t.sort),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files (the one file storage, lib/server/files): kept in the database so every app process
 * sees them and a backup holds them. A file belongs to its uploader until a submission references it;
 * files never referenced are removed after a day.
 */
export const storedFiles = pgTable(
  'stored_file',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileKey: text('file_key').notNull(),
    ownerUserId: integer('owner_user_id').notNull(),
    kind: text('kind').notNull(), // 'image' | 'archive'
    origName: text('orig_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    referencedAt: timestamp('referenced_at', { withTimezone: true, mode: 'date' }),
    refTable: text('ref_table'),
    refId: text('ref_id'),
  },
  (t) => [
    uniqueIndex('stored_file_key_uq').on(t.fileKey),
    index('stored_file_cleanup_idx').on(t.referencedAt, t.createdAt),
    index('stored_file_owner_idx').on(t.ownerUserId, t.createdAt),
  ],
);

/**
 * Preferred schemes suppliers submit (001 §2-§5): the company part as it was at submission and one
 * scheme. Amounts in 元 (entered in 万). A scheme belongs to the user and identity that submitted it;
 * an operator approves or rejects it (scripts/review-scheme.ts), and approved ones are what the
 * solutions list shows as 平台优选.
 */
export const supplierSchemes = pgTable(
  'supplier_scheme',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull(),
    /** 'submitted' | 'approved' | 'rejected' */
    status: text('status').notNull().default('submitted'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    pageToken: text('page_token').notNull(),
    company: jsonb('company').notNull(),
    compName: text('comp_name').notNull(),
    compRegisterCapital: numeric('comp_register_capital', { precision: 20, scale: 2, mode: 'string' }),
    outputScale: numeric('output_scale', { precision: 20, scale: 2, mode: 'string' }),
    caseName: text('case_name').notNull(),
    casePrice: numeric('case_price', { precision: 20, scale: 2, mode: 'string' }).notNull(),
    caseType: text('case_type').notNull(),
    scheme: jsonb('scheme').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_scheme_token_uq').on(t.userId, t.pageToken),
    index('supplier_scheme_user_idx').on(t.userId, t.createdAt),
    index('supplier_scheme_status_idx').on(t.status, t.createdAt),
  ],
);

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
    /** 'pending' (waiting for the platform), 'open', 'closed'. */
    status: text('status').notNull().default('pending'),
    source: text('source').notNull(),
    entry: text('entry'),
    fromType: text('from_type'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // The card (001 §3 Outsourcing card) and what subscriptions match on (issue 17).
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
  ],
);

/** One-time login tokens (quick publish's jfidToken): hashed, short-lived, used once. */
export const loginTokens = pgTable('login_token', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** Consulting tickets (002 §3 Consult ticket): a buyer's request for a software-consulting service. */
export const consultTickets = pgTable(
  'consult_ticket',
  {
    id: serial('id').primaryKey(),
    ticketNo: text('ticket_no').notNull(),
    userId: integer('user_id').notNull(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    /** The services asked about: their ids, comma-separated (ticketField). */
    ticketField: text('ticket_field').notNull(),
    tags: text('tags').notNull(),
    corpName: text('corp_name').notNull(),
    contactName: text('contact_name').notNull(),
    countryCode: text('country_code').notNull().default('86'),
    phoneNumber: text('phone_number').notNull(),
    /** 'new', 'contacted', 'closed'. */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consult_ticket_no_uq').on(t.ticketNo), index('consult_ticket_user_idx').on(t.userId, t.createdAt), index('consult_ticket_status_idx').on(t.status, t.createdAt)],
);

/** Experts buyers may consult (001 §3 Expert dialog data); each is an account (userId is the jfId). */
export const expertProfiles = pgTable(
  'expert_profile',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    expertName: text('expert_name').notNull(),
    bigLogoUrl: text('big_logo_url'),
    /** '资深专家' shows its badge; other honours are plain text. */
    honor: text('honor').notNull(),
    /** Labels separated by '、' (expertLabel). */
    expertLabel: text('expert_label').notNull(),
    description: text('description').notNull(),
    /** Takes immediate consultations (the dialog's submit works only then). */
    immediate: boolean('immediate').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('expert_profile_user_uq').on(t.userId), index('expert_profile_sort_idx').on(t.sort)],
);

/** Consultations sent to an expert from the expert dialog; each also lands in the expert's inbox. */
export const expertConsultations = pgTable(
  'expert_consultation',
  {
    id: serial('id').primaryKey(),
    expertUserId: integer('expert_user_id').notNull(),
    askerUserId: integer('asker_user_id').notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    /** 'new', 'replied', 'closed'. */
    status: text('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('expert_consultation_expert_idx').on(t.expertUserId, t.createdAt), index('expert_consultation_asker_idx').on(t.askerUserId, t.createdAt)],
);

/**
 * Government tender opportunities (001 §3 Bid card, issue 17): purchase intentions (type 1) and notices
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
    tags: jsonb('tags').$type<{ name: string; type: 'primary' | 'success' | 'info' }[]>().notNull().default([]),
    recommend: boolean('recommend').notNull().default(false),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bid_opportunity_code_uq').on(t.code),
    index('bid_opportunity_city_idx').on(t.cityCode, t.publishTime),
    index('bid_opportunity_time_idx').on(t.publishTime),
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
    channel: smallint('channel').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    channelInUse: smallint('channel_in_use').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('opportunity_subscription_uq').on(t.userId, t.buId, t.channel), index('opportunity_subscription_channel_idx').on(t.channel, t.channelInUse)],
);

/** Opportunities pushed to a user's inbox: one per user and opportunity, ever (the exactly-once key). */
export const opportunityPushes = pgTable(
  'opportunity_push',
  {
    userId: integer('user_id').notNull(),
    kind: smallint('kind').notNull(),
    orderId: text('order_id').notNull(),
    subscriptionId: integer('subscription_id').notNull(),
    messageId: integer('message_id').notNull(),
    /** The day (Asia/Shanghai) it was pushed: the daily cap counts these. */
    day: text('day').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.orderId] }), index('opportunity_push_day_idx').on(t.userId, t.day)],
);

/**
 * Advertisements (001 §2 Ad slots, §3 Ad item, issue 18): items per slot code, for one city or, with
 * city_code null, for every city (a city's own items come first). srcImg is a site path (uploads are
 * served from /files/<key>); mediaType 2 is a video (videoUrl) with srcImg as its poster.
 */
export const adItems = pgTable(
  'ad_item',
  {
    id: serial('id').primaryKey(),
    slotCode: text('slot_code').notNull(),
    cityCode: text('city_code'),
    sort: integer('sort').notNull().default(0),
    title: text('title').notNull(),
    srcImg: text('src_img').notNull(),
    href: text('href').notNull(),
    mediaType: smallint('media_type').notNull().default(1),
    videoUrl: text('video_url'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ad_item_slot_idx').on(t.slotCode, t.cityCode, t.sort)],
);

/**
 * Software-frontier news (002 §2 Industry view, §3 Article and Column, issue 21): columns and their
 * articles. Reference data of the demo (seed/news.ts); an operator's editor writes the same rows.
 */
export const newsColumns = pgTable('news_column', {
  labelCode: text('label_code').primaryKey(),
  labelName: text('label_name').notNull(),
  labelDesc: text('label_desc').notNull(),
  imageUrl: text('image_url').notNull(),
  sort: integer('sort').notNull(),
});

export const newsArticles = pgTable(
  'news_article',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs of the body, plain text (escaped when shown). */
    body: text('body').array().notNull(),
    labelCode: text('label_code')
      .notNull()
      .references(() => newsColumns.labelCode),
    thumbnail: text('thumbnail').notNull(),
    videoUrl: text('video_url'),
    videoPoster: text('video_poster'),
    /** Featured on the industry view's top block. */
    topFlag: boolean('top_flag').notNull().default(false),
    views: integer('views').notNull().default(0),
    author: text('author').notNull(),
    publishTime: timestamp('publish_time', { withTimezone: true, mode: 'date' }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('news_article_publish_idx').on(t.publishTime, t.id),
    index('news_article_column_idx').on(t.labelCode, t.publishTime, t.id),
    index('news_article_views_idx').on(t.views, t.id),
  ],
);
export * from './schema-chat';
export * from './schema-site';
export * from './schema-activation';
export * from './schema-activities';
export * from './schema-tendering';
export * from './schema-products';
