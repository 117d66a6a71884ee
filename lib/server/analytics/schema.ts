// Analytics (001 §7-§8): events as the pages send them, the daily report the job writes, and the
// search terms behind hot searches (000 §2). Migrations 0026 and 0038, hand-written.
import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One analytics event: a page view or a key action. Nothing that names a person: no address, no
 * account, only a random id per browser tab (`visit`) so a report can count visits.
 */
export const analyticsEvents = pgTable(
  'analytics_event',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    project: text('project').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    cityCode: text('city_code'),
    visit: text('visit').notNull(),
    /** The referring site's host name (not its address), for page views from outside. */
    referrer: text('referrer'),
    /** A key event's one detail: the search type, the subscription channel, ... */
    label: text('label'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_event_at_idx').on(t.at),
    // The console's count per ad (lib/server/analytics/ad-counts.ts); migration 0047.
    index('analytics_event_ad_idx').on(t.label).where(sql`${t.name} in ('ad_impression', 'ad_click')`),
  ],
);

/** The daily report: events and visits per project, day, event and path. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    project: text('project').notNull(),
    name: text('name').notNull(),
    path: text('path').notNull(),
    events: integer('events').notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.project, t.name, t.path] })],
);

/**
 * The searches that found something (hot searches, 000 §2): a count per China day, city site ('' for
 * the main site), procurement tab and term. Nothing beside a term says who searched it. Migration 0038.
 */
export const searchTermDays = pgTable(
  'search_term_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    cityCode: text('city_code').notNull(),
    tab: text('tab').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.cityCode, t.tab, t.term] })],
);

/**
 * The searches that found nothing (the console's content gaps, docs/features.md "Dashboard"): counted as
 * search_term_day counts those that found something, with the same terms only and nothing beside them.
 */
export const searchGapDays = pgTable(
  'search_gap_day',
  {
    day: date('day', { mode: 'string' }).notNull(),
    cityCode: text('city_code').notNull(),
    tab: text('tab').notNull(),
    term: text('term').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.cityCode, t.tab, t.term] })],
);

/** A site's hot searches of one kind (lib/search/hot-searches.ts), in order, as the daily job computed them. */
export const hotSearches = pgTable(
  'hot_search',
  {
    cityCode: text('city_code').notNull(),
    kind: text('kind').notNull(),
    rank: smallint('rank').notNull(),
    term: text('term').notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cityCode, t.kind, t.rank] })],
);
