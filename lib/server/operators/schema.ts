// Operators and the audit trail (docs/features.md, Operator console). Part of the one schema
// (lib/server/db/schema.ts re-exports it for drizzle-kit).
import 'server-only';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { OperatorRole } from '@/lib/operators/roles';

/** The roles a user holds; one row per role. granted_by is null for a grant from the command line. */
export const operatorRoles = pgTable(
  'operator_role',
  {
    userId: integer('user_id').notNull(),
    role: text('role').$type<OperatorRole>().notNull(),
    grantedBy: integer('granted_by'),
    grantedAt: timestamp('granted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('operator_role_role_ck', sql`${t.role} in ('admin', 'reviewer', 'editor', 'support')`),
  ],
);

/** A value an audit entry keeps of a record before and after an action. */
export type AuditValue = Record<string, unknown> | null;

/**
 * Every operator action, append-only: migration 0044's trigger refuses UPDATE, DELETE and TRUNCATE, so
 * no operator (and no code path) can rewrite the trail. actor is who acted as the trail shows it: the
 * operator's phone, or `cli:<os user>` for the command line.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    operatorId: integer('operator_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before').$type<AuditValue>(),
    after: jsonb('after').$type<AuditValue>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_record_idx').on(t.recordType, t.recordId)],
);

/** What a reviewer claims: a preferred scheme or a purchasing-unit activation. */
export const REVIEW_ITEM_TYPES = ['scheme', 'activation'] as const;
export type ReviewItemType = (typeof REVIEW_ITEM_TYPES)[number];

/**
 * Review claims: the reviewer working on an item, so two never decide the same one. A claim lapses
 * after CLAIM_IDLE_MIN minutes without the holder touching it (lib/server/operators/claims.ts).
 */
export const reviewClaims = pgTable(
  'review_claim',
  {
    itemType: text('item_type').$type<ReviewItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    operatorId: integer('operator_id').notNull(),
    touchedAt: timestamp('touched_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.itemId] }),
    check('review_claim_item_type_ck', sql`${t.itemType} in ('scheme', 'activation')`),
  ],
);

/**
 * An operator's login as the console sees it (lib/server/operators/console-session.ts): when it last
 * touched the console (30 minutes idle end the login) and when its operator last confirmed an SMS code
 * for a sensitive action (step-up). One row per session that reached the console.
 */
export const consoleSessions = pgTable('console_session', {
  sessionId: text('session_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  steppedUpAt: timestamp('stepped_up_at', { withTimezone: true, mode: 'date' }),
});
