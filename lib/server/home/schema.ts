// The items an editor pins on a city's home page (docs/features.md, Operator console: home recommendations):
// per city and block, in the editor's order, shown before the automatic choice. Migration 0055.
import 'server-only';
import { pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HomePickKind } from '@/lib/home/picks';

export const homePicks = pgTable(
  'home_pick',
  {
    id: serial('id').primaryKey(),
    cityCode: text('city_code').notNull(),
    kind: text('kind', { enum: ['solution', 'supplier', 'case'] }).$type<HomePickKind>().notNull(),
    /** The item's public id: a solution's originIdSec, a supplier's id, a case's uuid. */
    itemRef: text('item_ref').notNull(),
    sort: smallint('sort').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('home_pick_item_uq').on(t.cityCode, t.kind, t.itemRef)],
);
