// The city sites (001 §2): prefecture-level cities, each site's friendly links and the apps its city
// selector offers. Part of the one schema (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { index, integer, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';

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

/** An app of a city (001 §2: 1 云上软件园, 2 码智护航, 3 云产品, 4 智云平台) and where it opens. */
export const cityApps = pgTable(
  'city_app',
  {
    cityCode: text('city_code').notNull(),
    appType: smallint('app_type').notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityCode, t.appType] })],
);
