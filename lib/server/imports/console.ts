import 'server-only';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { formatOfName, IMPORT_MAX_BYTES, IMPORT_TOO_BIG, IMPORT_WRONG_TYPE, importPercent, importState, isImportName } from '@/lib/imports/console';
import { IMPORT_FORMAT_CHOICES, type importJobSchema, type importStatusCall } from '@/lib/imports/console-contracts';
import type { OutputOf } from '@/lib/api/contract';
import { emptyReport } from '@/lib/imports/types';
import { env } from '@/lib/env';
import { getDb } from '@/lib/server/db/client';
import { importJobs, users } from '@/lib/server/db/schema';
import { streamOneFileToDisk } from '@/lib/server/files/multipart';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { IMPORT_RUN_JOB, JOBS } from '@/lib/server/jobs/jobs';
import { appQueue } from '@/lib/server/jobs/queue';
import { audit, type Actor } from '@/lib/server/operators';

// The console's imports (docs/imports.md, The console): an editor's upload is streamed to disk, a job
// row records it (排队中), and a pg-boss job runs the pipeline on it (run.ts); the pages read the rows.

type ImportJobView = z.infer<typeof importJobSchema>;
type ImportJobRow = typeof importJobs.$inferSelect;

/** The first refusals the status call lists; the count says how many more there are. */
export const REFUSALS_SHOWN = 100;

/**
 * Takes an upload: the file goes to IMPORT_DIR as it arrives (up to 200 MB, not the pictures' 2 MB), then
 * its job row and the audit entry are written together and the job queued. Answers the job's id at once.
 */
export async function receiveImport(req: NextRequest, operator: { userId: number; actor: Actor }): Promise<{ id: number }> {
  const path = resolve(join(env.IMPORT_DIR, `${randomUUID().replace(/-/g, '')}.upload`));
  const { fields, file } = await streamOneFileToDisk(req, { path, maxBytes: IMPORT_MAX_BYTES, tooBig: IMPORT_TOO_BIG });
  const refuse = async (message: string) => {
    await rm(path, { force: true });
    return badRequest(message);
  };
  if (!file || file.size === 0) throw await refuse('请选择要上传的文件');
  const name = file.name.split(/[/\\]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) ?? '';
  if (!isImportName(name)) throw await refuse(IMPORT_WRONG_TYPE);
  const choice = IMPORT_FORMAT_CHOICES.find((c) => c === (fields.format || 'auto'));
  if (!choice) throw await refuse('导入格式不正确');
  const format = choice === 'auto' ? formatOfName(name) : choice;
  const dryRun = fields.dryRun === '1';
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importJobs)
      .values({ checksum: file.sha256, fileName: name, format, report: emptyReport(dryRun), operatorId: operator.userId, filePath: path, sizeBytes: file.size, dryRun })
      .returning({ id: importJobs.id });
    await audit(tx, operator.actor, { action: 'import.upload', recordType: 'import_job', recordId: row!.id, after: { fileName: name, format, dryRun, sizeBytes: file.size, checksum: file.sha256 } });
    return row!.id;
  });
  // Tried again after a failure (a process that died mid-file resumes from the job's position).
  await (await appQueue(JOBS)).send(IMPORT_RUN_JOB, { jobId: id }, { singletonKey: `import:${id}`, retryLimit: 3, retryDelay: 10 });
  return { id };
}

function view(row: ImportJobRow, operator: string | null): ImportJobView {
  const state = importState(row);
  const r = row.report;
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format === 'template' ? 'template' : 'ocds',
    dryRun: row.dryRun,
    state,
    percent: importPercent({ sizeBytes: row.sizeBytes, bytesRead: row.bytesRead, state }),
    operator,
    read: r.read,
    created: r.created,
    updated: r.updated,
    unchanged: r.unchanged,
    refused: r.refused,
    purchasersCreated: r.purchasersCreated,
    suppliersCreated: r.suppliersCreated,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const selection = { job: importJobs, operator: users.mobile };

/** The newest imports first (the console's and the command's), `limit` of them. */
export async function listImports(limit = 50): Promise<ImportJobView[]> {
  const db = await getDb();
  const rows = await db.select(selection).from(importJobs).leftJoin(users, eq(users.id, importJobs.operatorId)).orderBy(desc(importJobs.id)).limit(limit);
  return rows.map((r) => view(r.job, r.operator));
}

/** One import with its first refusals; 404 for an id no import has. */
export async function importStatus(id: number): Promise<OutputOf<typeof importStatusCall>> {
  const db = await getDb();
  const [row] = await db.select(selection).from(importJobs).leftJoin(users, eq(users.id, importJobs.operatorId)).where(eq(importJobs.id, id)).limit(1);
  if (!row) throw notFound('导入任务不存在');
  return { ...view(row.job, row.operator), refusals: row.job.report.refusals.slice(0, REFUSALS_SHOWN) };
}
