// The main category navigation of 002 §2 (six top-level categories and their products) and what the
// product-detail and store pages tell of each product: reference data written by every start
// (seed/nav-products.ts), ids fixed because the chrome links /product-detail.html?id=1, 4, 9, 11.
// Migration 0025_front_doors.sql, hand-written. Editors change them in the console (migration 0055): a row
// they touched is theirs, and the start no longer writes over it (docs/decisions/0013-catalog-edited-reference-rows.md).
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgSequence, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ProductFaq, ProductPackage } from '@/lib/products/types';

export const navCategories = pgTable('nav_category', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** Its own page; null: the first product's detail page stands for it. */
  linkUrl: text('link_url'),
  sort: smallint('sort').notNull(),
  /** Hidden by an editor: off the navigation and the store, with its products (migration 0055). */
  hidden: boolean('hidden').notNull().default(false),
  /** Set by an editor's change: the reference step (seed/nav-products.ts) then leaves the row alone. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

/** New products' ids, above the seed's fixed ones (migration 0055). */
export const navProductIdSeq = pgSequence('nav_product_id_seq', { startWith: 1001 });

export const navProducts = pgTable(
  'nav_product',
  {
    id: integer('id').primaryKey().default(sql`nextval('nav_product_id_seq')`),
    categoryId: integer('category_id')
      .notNull()
      .references(() => navCategories.id),
    name: text('name').notNull(),
    /** A page of its own (the product detail page otherwise). */
    linkUrl: text('link_url'),
    /** 3: a category-type product (002 §3), linked with linkType=3. */
    linkType: smallint('link_type'),
    sort: smallint('sort').notNull(),
    summary: text('summary').notNull(),
    intro: text('intro').notNull(),
    /** The lowest package price in 元 (null: every package on request); the store's price filter. */
    priceFrom: numeric('price_from', { precision: 12, scale: 2, mode: 'number' }),
    deliveryDays: integer('delivery_days').notNull(),
    packages: jsonb('packages').$type<ProductPackage[]>().notNull(),
    faq: jsonb('faq').$type<ProductFaq[]>().notNull(),
    /** Words a supplier's service trades or competences carry when it offers this product. */
    keywords: text('keywords').array().notNull(),
    /** Hidden by an editor: off the navigation and the store, its page a 404 (migration 0055). */
    hidden: boolean('hidden').notNull().default(false),
    /** Set by an editor's change: the reference step leaves the row alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** Deleted by an editor: kept as a row only so the reference step does not bring a seeded product back. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('nav_product_category_idx').on(t.categoryId, t.sort)],
);
