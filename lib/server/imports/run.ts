import 'server-only';
import { createReadStream } from 'node:fs';
import { access, rm } from 'node:fs/promises';
import { pipeline, Transform } from 'node:stream';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { jsonLinesOfName } from '@/lib/imports/console';
import type { NewOpportunity } from '@/lib/imports/types';
import { getDb } from '@/lib/server/db/client';
import { importJobs } from '@/lib/server/db/schema';
import { UnreadableFile } from './readers';
import { importFile, jobError } from './service';

// The job 'import.run' (lib/server/jobs/jobs.ts): runs the pipeline on a console upload waiting on disk
// (docs/imports.md, The console). A process that dies mid-file leaves the job to pg-boss's retry, and
// importFile resumes after the job row's committed position; the bytes read feed the page's bar.

type JobUpdate = Partial<typeof importJobs.$inferInsert>;

/** Runs job `jobId`; `announce` queues the pushes of the new opportunities it writes. */
export async function runImportJob(jobId: number, announce: (refs: NewOpportunity[]) => Promise<void>): Promise<void> {
  const db = await getDb();
  const [job] = await db.select().from(importJobs).where(eq(importJobs.id, jobId)).limit(1);
  if (!job || job.status === 'done' || !job.filePath) return;
  const path = job.filePath;
  const save = async (set: JobUpdate) => {
    await db.update(importJobs).set({ ...set, updatedAt: new Date() }).where(eq(importJobs.id, jobId));
  };
  // The end of a job: its file is no longer needed.
  const finish = async (set: JobUpdate) => {
    await save({ ...set, finishedAt: new Date() });
    await rm(path, { force: true });
  };
  await save({ status: 'running', startedAt: job.startedAt ?? new Date(), error: null, finishedAt: null });
  if (!(await access(path).then(() => true, () => false))) return finish({ status: 'failed', error: '文件无法读取：上传的文件已不存在，请重新上传' });

  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  // pipeline, not pipe: a read error reaches the importer through the counter instead of stalling it.
  const input = pipeline(createReadStream(path), counter, () => undefined);
  try {
    const { report } = await importFile(input, {
      format: job.format === 'template' ? 'template' : 'ocds',
      fileName: job.fileName,
      checksum: job.checksum,
      jobId,
      announce,
      dryRun: job.dryRun,
      jsonLines: jsonLinesOfName(job.fileName),
      // A dry run holds one transaction open to the end: its row is written when it ends.
      onProgress: job.dryRun ? undefined : () => save({ bytesRead: bytes }),
    });
    await finish({ status: 'done', report, bytesRead: job.sizeBytes ?? bytes, error: null });
  } catch (err) {
    // A file that cannot be read stays unreadable: failed for good, with the reason (jobError).
    if (err instanceof UnreadableFile) return finish({ status: 'failed', error: jobError(err) });
    // Anything else is retried by the queue and resumes.
    await save({ status: 'failed', error: jobError(err) });
    throw err;
  }
}

/** Days a failed import keeps its file, for pg-boss's retries and an operator's look (docs/imports.md). */
export const FAILED_IMPORT_KEEP_DAYS = 7;

/**
 * Removes the files of imports that failed before `before` and were not run again since (retries that
 * pg-boss gave up, a process that never came back): their row stays, 失败 with its reason.
 */
export async function removeFailedImportFiles(before: Date): Promise<number> {
  const db = await getDb();
  const stale = await db
    .select({ id: importJobs.id, filePath: importJobs.filePath })
    .from(importJobs)
    .where(and(eq(importJobs.status, 'failed'), isNotNull(importJobs.filePath), lt(importJobs.updatedAt, before)));
  for (const job of stale) {
    await rm(job.filePath!, { force: true });
    await db.update(importJobs).set({ filePath: null }).where(and(eq(importJobs.id, job.id), eq(importJobs.status, 'failed')));
  }
  return stale.length;
}
