// Purchasing-unit activation (002 §2-§5): the units activated on the platform and the applications
// users file for them. Migration 0023_activation.sql, hand-written.
import 'server-only';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BindApplyStatus } from '@/lib/activation/types';

/**
 * A purchasing unit activated by an operator's approval. Its id is the identity's buId, numbered from
 * 800001 so it never meets the enterprises' and teams' numbers. Name and credit code are each held by
 * one unit (002 §8: 企业已存在).
 */
export const activatedUnits = pgTable(
  'activated_unit',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 800001 }),
    name: text('name').notNull(),
    creditCode: text('credit_code'),
    /** The budget unit of the portal's purchasers it was picked from, if it was. */
    purchaserId: integer('purchaser_id'),
    cityStationCode: text('city_station_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('activated_unit_name_uq').on(t.name), uniqueIndex('activated_unit_credit_uq').on(t.creditCode)],
);

/**
 * A user's application to activate a unit (002 §3 fields). Status 0 pending, 1 approved, 2 rejected
 * (scripts/review-activation.ts). A user has at most one pending application, and a unit (by name
 * or credit code) at most one pending application of anyone.
 */
export const unitActivations = pgTable(
  'unit_activation',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    depName: text('dep_name').notNull(),
    purchaserId: integer('purchaser_id'),
    noCodeFlag: boolean('no_code_flag').notNull(),
    creditCode: text('credit_code'),
    noCodeDesc: text('no_code_desc'),
    /** The attachment's file key in the file storage (claimed by this application). */
    noCodeAttachment: text('no_code_attachment'),
    cityStationCode: text('city_station_code').notNull(),
    cityStationName: text('city_station_name').notNull(),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    cityCode: text('city_code'),
    cityName: text('city_name'),
    areaCode: text('area_code'),
    areaName: text('area_name'),
    contactName: text('contact_name').notNull(),
    telphone: text('telphone').notNull(),
    status: smallint('status').$type<BindApplyStatus>().notNull().default(0),
    rejectReason: text('reject_reason'),
    /** The unit the approval activated (the identity's buId). */
    unitId: integer('unit_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('unit_activation_user_idx').on(t.userId, t.id),
    uniqueIndex('unit_activation_pending_uq')
      .on(t.userId)
      .where(sql`${t.status} = 0`),
    // One pending application per unit too, so two users racing for one name both cannot wait for it.
    uniqueIndex('unit_activation_pending_name_uq')
      .on(t.depName)
      .where(sql`${t.status} = 0`),
    uniqueIndex('unit_activation_pending_credit_uq')
      .on(t.creditCode)
      .where(sql`${t.status} = 0`),
  ],
);
