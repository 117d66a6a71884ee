// Consulting tickets (002 §3). Part of the one schema (lib/server/db/schema.ts re-exports it for
// drizzle-kit).
import 'server-only';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSULT_TICKET_STATUSES } from '@/lib/consult/types';
import { oneOf } from '../db/columns';

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
    status: text('status', { enum: CONSULT_TICKET_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consult_ticket_no_uq').on(t.ticketNo), index('consult_ticket_user_idx').on(t.userId, t.createdAt), index('consult_ticket_status_idx').on(t.status, t.createdAt),
    check('consult_ticket_status_ck', oneOf(t.status, CONSULT_TICKET_STATUSES)),
  ],
);
