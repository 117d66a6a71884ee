// The import pipeline (docs/imports.md): its jobs (one per file run, resumable) and its ledger (what
// each source key produced). Part of the one schema (lib/server/db/schema.ts re-exports it).
import 'server-only';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportReport, NewOpportunity } from '@/lib/imports/types';
import { oneOf } from '../db/columns';

export const IMPORT_JOB_STATUSES = ['running', 'done', 'failed'] as const;

/**
 * One import of one file. `position` is the number of the file's rows whose writes are committed; it
 * advances in the same transaction as a batch's writes and the report's counts, so a restarted run of
 * the same file (same checksum) skips exactly those rows and never counts one twice.
 */
export const importJobs = pgTable(
  'import_job',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the file's bytes: the same file resumes its unfinished job. */
    checksum: text('checksum').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    status: text('status', { enum: IMPORT_JOB_STATUSES }).notNull().default('running'),
    position: integer('position').notNull().default(0),
    report: jsonb('report').$type<ImportReport>().notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // A console upload's job (migration 0056; empty for the command's runs): its operator, the file
    // waiting on disk, its size and the bytes read so far (the progress bar), a dry run, and its start
    // (none yet: 排队中) and end.
    operatorId: integer('operator_id'),
    filePath: text('file_path'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
    dryRun: boolean('dry_run').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    /** The last committed batch's new opportunities until their pushes are queued (migration 0064). */
    unannounced: jsonb('unannounced').$type<NewOpportunity[]>(),
  },
  (t) => [index('import_job_checksum_idx').on(t.checksum, t.status), check('import_job_status_ck', oneOf(t.status, IMPORT_JOB_STATUSES))],
);

/**
 * What each source key produced: OCDS ocid + section (planning, tender, award:<id>) or the template's
 * 记录编号. `version` (release id) and `hash` (the mapped record) tell unchanged from updated; an
 * older release (releasedAt) never overwrites a newer one.
 */
export const importLedger = pgTable(
  'import_ledger',
  {
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull(),
    version: text('version').notNull(),
    hash: text('hash').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** 'winning_bid' or 'bid_opportunity', and the record's public code there. */
    target: text('target').notNull(),
    targetCode: text('target_code').notNull(),
    jobId: integer('job_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.sourceKey] })],
);
