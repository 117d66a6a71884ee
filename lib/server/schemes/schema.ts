// Preferred schemes suppliers submit (001 §2-§5) and their review. Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { check, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SCHEME_STATUSES, type SchemeCompanyPart, type SchemeDetailsPart } from '@/lib/schemes/types';
import { oneOf } from '../db/columns';

/**
 * Preferred schemes suppliers submit (001 §2-§5): the company part as it was at submission and one
 * scheme. Amounts in 元 (entered in 万). A scheme belongs to the user and identity that submitted it;
 * an operator approves or rejects it (scripts/review-scheme.ts), and approved ones are what the
 * solutions list shows as 平台优选.
 */
export const supplierSchemes = pgTable(
  'supplier_scheme',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    buId: integer('bu_id').notNull(),
    status: text('status', { enum: SCHEME_STATUSES }).notNull().default('submitted'),
    reviewNote: text('review_note'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    pageToken: text('page_token').notNull(),
    /** The form's company part as submitted; read back through the form's schema (it may have changed since). */
    company: jsonb('company').$type<SchemeCompanyPart>().notNull(),
    compName: text('comp_name').notNull(),
    compRegisterCapital: numeric('comp_register_capital', { precision: 20, scale: 2, mode: 'string' }),
    outputScale: numeric('output_scale', { precision: 20, scale: 2, mode: 'string' }),
    caseName: text('case_name').notNull(),
    casePrice: numeric('case_price', { precision: 20, scale: 2, mode: 'string' }).notNull(),
    caseType: text('case_type').notNull(),
    scheme: jsonb('scheme').$type<SchemeDetailsPart>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supplier_scheme_token_uq').on(t.userId, t.pageToken),
    index('supplier_scheme_user_idx').on(t.userId, t.createdAt),
    index('supplier_scheme_status_idx').on(t.status, t.createdAt),
    check('supplier_scheme_status_ck', oneOf(t.status, SCHEME_STATUSES)),
  ],
);
