// Accounts and their identities (001 §7 login, identity switch). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Accounts (000 §3; docs/ARCHITECTURE.md, Accounts and sessions): one per phone; identities below. accountStat 1..6 means the account must log out. */
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
  // created_at: the console's dashboard counts registrations per day (docs/features.md "Dashboard").
  (t) => [uniqueIndex('app_user_mobile_uq').on(t.mobile), index('app_user_created_idx').on(t.createdAt)],
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
