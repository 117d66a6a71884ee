// Experts and the consultations buyers send them (001 §3 Expert dialog). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { EXPERT_CONSULTATION_STATUSES } from '@/lib/experts/types';
import { oneOf } from '../db/columns';

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
    status: text('status', { enum: EXPERT_CONSULTATION_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('expert_consultation_expert_idx').on(t.expertUserId, t.createdAt),
    index('expert_consultation_asker_idx').on(t.askerUserId, t.createdAt),
    check('expert_consultation_status_ck', oneOf(t.status, EXPERT_CONSULTATION_STATUSES)),
  ],
);
