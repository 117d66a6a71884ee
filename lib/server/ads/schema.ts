// Advertisement slots' items (001 §2, §3). Part of the one schema (lib/server/db/schema.ts re-exports
// it for drizzle-kit).
import 'server-only';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Advertisements (001 §2 Ad slots, §3 Ad item): items per slot code, for chosen cities or, with
 * city_codes null, for every city (targeted items come first); an editor's ad (migrations 0047-0049). srcImg is a site path (uploads are
 * served from /files/<key>); mediaType 2 is a video (videoUrl) with srcImg as its poster.
 */
export const adItems = pgTable(
  'ad_item',
  {
    id: serial('id').primaryKey(),
    slotCode: text('slot_code').notNull(),
    /** The cities an item is targeted at (docs/features.md, Operator console: ads); null for every city. */
    cityCodes: text('city_codes').array(),
    /** An editor switches an item off without losing it; only enabled items are shown. */
    enabled: boolean('enabled').notNull().default(true),
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
  (t) => [index('ad_item_slot_idx').on(t.slotCode, t.sort)],
);
