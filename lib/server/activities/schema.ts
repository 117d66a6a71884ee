// The platform's activities (001 §2 activityIndex/activityDetails/activitySignUp/mineActivity):
// events with a quota, and users' sign-ups. Migration 0024_activities.sql, hand-written.
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * An event: type 1 online briefing, 2 supplier matchmaking, 3 training. `signedCount` is the places
 * taken; a sign-up takes one with a conditional UPDATE (never past `quota`), a cancel gives it back.
 */
export const activities = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    summary: text('summary').notNull(),
    /** Paragraphs of the introduction, plain text. */
    intro: text('intro').array().notNull(),
    /** "09:30-10:00|签到与开场" lines: time and item. */
    agenda: text('agenda').array().notNull(),
    /** "姓名|职务" lines. */
    speakers: text('speakers').array().notNull(),
    organiser: text('organiser').notNull(),
    cityCode: text('city_code').notNull(),
    online: boolean('online').notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }).notNull(),
    signUpDeadline: timestamp('sign_up_deadline', { withTimezone: true, mode: 'date' }).notNull(),
    quota: integer('quota').notNull(),
    signedCount: integer('signed_count').notNull().default(0),
    /** false: the organiser's list takes no blank column; blank optional fields are kept as '-' (002 §3). */
    allowBlank: boolean('allow_blank').notNull().default(true),
    /** An editor stopped sign-ups from the console (docs/features.md, Operator console): the activity takes none, whatever its places and deadline. */
    signUpStopped: boolean('sign_up_stopped').notNull().default(false),
    /** The cover picture: a stored file's key (lib/server/files), served at /files/<key>; null: none. */
    coverKey: text('cover_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_start_idx').on(t.startTime, t.id),
    index('activity_city_idx').on(t.cityCode, t.startTime),
    check('activity_places_ck', sql`${t.signedCount} >= 0 and ${t.signedCount} <= ${t.quota}`),
  ],
);

/** A user's sign-up: one row per user and activity; status 1 signed up, 2 cancelled (a new sign-up revives it). */
export const activitySignUps = pgTable(
  'activity_signup',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    userId: integer('user_id').notNull(),
    status: smallint('status').notNull().default(1),
    depName: text('dep_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    telphone: text('telphone').notNull(),
    provinceCode: text('province_code').notNull(),
    provinceName: text('province_name').notNull(),
    cityCode: text('city_code').notNull(),
    cityName: text('city_name').notNull(),
    areaCode: text('area_code').notNull(),
    areaName: text('area_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('activity_signup_uq').on(t.activityId, t.userId), index('activity_signup_user_idx').on(t.userId, t.createdAt)],
);
