import 'server-only';
import type { Readable } from 'node:stream';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { mapOcdsValue } from '@/lib/imports/ocds';
import { cityLookup, RowRefused } from '@/lib/imports/rules';
import { mapTemplateRow } from '@/lib/imports/template';
import { emptyReport, MAX_REFUSALS_KEPT, type ImportFormat, type ImportReport, type MappedRow, type NewOpportunity, type RowPlace } from '@/lib/imports/types';
import { listCities } from '@/lib/server/city';
import { getDb } from '@/lib/server/db/client';
import { importJobs } from '@/lib/server/db/schema';
import { readOcds, readTemplate, UnreadableFile } from './readers';
import { flushRows, isUnchanged, ledgerOf, pendingRows, saveLedger, writeRecord, type ImportTx, type LedgerEntry, type WriteContext } from './writer';

// The import pipeline's driver (docs/imports.md): a readable stream in, a report out. The command line
// (scripts/import.ts), a console upload or a queued job call the same function.

export interface ImportOptions {
  format: ImportFormat;
  fileName: string;
  /** SHA-256 of the file (fileChecksum): an unfinished job of the same file resumes where it committed. */
  checksum: string;
  /** The job row to run in (a console upload's, made when the file came): it resumes from its position. */
  jobId?: number;
  /** Everything but the writes: the whole file runs in one transaction that is rolled back. */
  dryRun?: boolean;
  /** JSON Lines (true) or a JSON package (false); guessed from the first line when not said. */
  jsonLines?: boolean;
  /** Rows per transaction. */
  batchSize?: number;
  /** After each committed batch; a throw stops the import there (what is committed stays, and resumes). */
  onProgress?: (progress: ImportProgress) => void | Promise<void>;
  signal?: AbortSignal;
  /**
   * Hands the new opportunities of a committed batch to their subscribers: the caller's queue (the
   * command's push queue, the job's own), so the pipeline needs no queue of its own.
   */
  announce: (refs: NewOpportunity[]) => Promise<void>;
}

export interface ImportProgress {
  /** Rows of the file passed so far (committed, or skipped as committed by an earlier run). */
  rows: number;
  report: ImportReport;
}

export interface FileImportResult {
  jobId: number | null;
  /** Rows an earlier run of this file had committed (0 for a fresh run). */
  resumedFrom: number;
  report: ImportReport;
}

const DEFAULT_BATCH = 200;

/** Rows written by one import past which the tables' statistics are gathered again. */
const ANALYZE_AFTER_ROWS = 1_000;

/** Rolls the dry run's transaction back with its report. */
class DryRunDone extends Error {}

/** Another run of the same file committed the batch this run was writing: this run stops, that one goes on. */
export class ImportTakenOver extends Error {
  constructor() {
    super('该文件正在由另一个导入任务处理，本次导入已停止（已提交的数据不受影响）');
  }
}

/** Queues a committed batch's pushes, then forgets them (a newer batch may have replaced them already). */
async function announced(jobId: number, refs: NewOpportunity[], announce: ImportOptions['announce']): Promise<void> {
  await announce(refs);
  const db = await getDb();
  await db
    .update(importJobs)
    .set({ unannounced: null })
    .where(and(eq(importJobs.id, jobId), sql`${importJobs.unannounced} = ${JSON.stringify(refs)}::jsonb`));
}

async function* mappedRows(input: Readable, opts: ImportOptions, ctx: WriteContext): AsyncGenerator<MappedRow> {
  if (opts.format === 'ocds') {
    for await (const raw of readOcds(input, { jsonLines: opts.jsonLines })) {
      yield 'error' in raw ? { place: raw.place, key: null, refusal: raw.error } : mapOcdsValue(raw.value, raw.place, ctx.cities);
    }
  } else {
    for await (const raw of readTemplate(input)) {
      yield 'error' in raw ? { place: raw.place, key: null, refusal: raw.error } : mapTemplateRow(raw.value, raw.place, ctx.cities);
    }
  }
}

function refuse(report: ImportReport, place: RowPlace, reason: string) {
  report.refused++;
  if (report.refusals.length < MAX_REFUSALS_KEPT) report.refusals.push({ ...place, reason });
}

/**
 * One batch's rows. The batch's ledger rows are read at once and written back at once, and so are its
 * records (flushRows). A row that may be refused while matching its parties (a supplier not in the
 * portal, given without a credit code) runs in a savepoint, so its refusal leaves no unit behind; its
 * record joins the batch's rows only once it passed.
 */
async function writeBatch(tx: ImportTx, ctx: WriteContext, rows: MappedRow[], report: ImportReport): Promise<NewOpportunity[]> {
  const announce: NewOpportunity[] = [];
  const ledger = await ledgerOf(tx, ctx.source, rows.flatMap((r) => ('records' in r ? r.records.map((x) => x.key) : [])));
  const written = new Map<string, LedgerEntry>();
  const pending = pendingRows();
  for (const row of rows) {
    report.read++;
    if ('refusal' in row) {
      refuse(report, row.place, row.refusal);
      continue;
    }
    const changed = row.records.filter((r) => !isUnchanged(ledger.get(r.key), r));
    report.unchanged += row.records.length - changed.length;
    if (changed.length === 0) continue;
    const draft = structuredClone(report);
    const writeRow = async (on: ImportTx) => {
      const out = [];
      for (const record of changed) {
        const result = await writeRecord(on, ctx, record, ledger.get(record.key), draft);
        draft[result.outcome]++;
        out.push(result);
      }
      return out;
    };
    const risky = changed.some((r) => r.kind === 'award' && r.suppliers.some((s) => !s.creditCode));
    try {
      const results = risky ? await tx.transaction(writeRow) : await writeRow(tx);
      Object.assign(report, draft);
      for (const { entry, announce: ref, row: record } of results) {
        ledger.set(entry.sourceKey, entry);
        written.set(entry.sourceKey, entry);
        if ('award' in record) pending.awards.set(entry.targetCode, record.award);
        else pending.opportunities.set(entry.targetCode, record.opportunity);
        if (ref) announce.push(ref);
      }
      // New suppliers reach the saved searches of /search.html's 供应商 tab (docs/features.md "Saved searches and feeds").
      for (const code of ctx.madeSuppliers.splice(0)) announce.push({ kind: 'supplier', orderId: code });
    } catch (err) {
      if (!(err instanceof RowRefused) || !risky) throw err;
      // Units made in the rolled-back savepoint are gone: forget them.
      ctx.purchasers.clear();
      ctx.suppliers.clear();
      ctx.madeSuppliers.length = 0;
      refuse(report, row.place, err.message);
    }
  }
  await flushRows(tx, pending);
  await saveLedger(tx, written.values());
  return announce;
}

/**
 * What a failed job says of its error, in the console and the command line: one wording wherever it is
 * written (here, and the queue's runner after it), so a reader never sees it change.
 */
export function jobError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  // A file that cannot be read stays unreadable; anything else (a database that blinked, a process
  // stopping) is retried by the queue and resumes.
  return err instanceof UnreadableFile ? `文件无法读取：${message}` : `导入中断：${message}`;
}

/** The same key twice in one file: the second is refused (an OCDS ocid + release id, or a template 记录编号). */
function duplicateCheck() {
  const seen = new Set<string>();
  return (row: MappedRow): MappedRow => {
    if (!row.key) return row;
    if (seen.has(row.key)) return { place: row.place, key: row.key, refusal: `重复的记录：文件中已有相同的键 ${row.key.replace(/^template:/, '')}` };
    seen.add(row.key);
    return row;
  };
}

/** Advisory-lock namespace of a file's job (the second key is its checksum's hash). */
const JOB_LOCK = 17019;

/**
 * The job a run of the file writes in: the one it was given, else the file's unfinished one, else a new
 * one. Found or made under the file's lock, so two runs of one file started at once share a job (and
 * its position decides which writes each batch) instead of writing the same rows twice.
 */
async function jobOf(opts: ImportOptions) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK}, hashtext(${opts.checksum}))`);
    const [unfinished] = await tx
      .select()
      .from(importJobs)
      .where(
        opts.jobId !== undefined
          ? eq(importJobs.id, opts.jobId)
          : and(eq(importJobs.checksum, opts.checksum), inArray(importJobs.status, ['running', 'failed']), eq(importJobs.dryRun, false)),
      )
      .orderBy(desc(importJobs.id))
      .limit(1);
    return unfinished ?? (await tx.insert(importJobs).values({ checksum: opts.checksum, fileName: opts.fileName, format: opts.format, report: emptyReport(false) }).returning())[0]!;
  });
}

/**
 * Imports one file. Rows go in batches, each batch in one transaction that also advances the job's
 * position and report; a refused row is reported and never stops the others. A file that cannot be
 * read at all throws UnreadableFile (lib/server/imports/readers.ts).
 */
export async function importFile(input: Readable, opts: ImportOptions): Promise<FileImportResult> {
  const db = await getDb();
  const dryRun = opts.dryRun ?? false;
  const batchSize = opts.batchSize ?? DEFAULT_BATCH;
  const announce = opts.announce;
  const job = dryRun ? null : await jobOf(opts);
  const resumedFrom = job?.position ?? 0;
  const report: ImportReport = job ? { ...job.report, dryRun: false } : emptyReport(true);
  const ctx: WriteContext = { source: opts.format, jobId: job?.id ?? 0, cities: cityLookup(await listCities()), purchasers: new Map(), suppliers: new Map(), madeSuppliers: [] };
  const dedupe = duplicateCheck();
  let rows = 0;

  const run = async (flush: (batch: MappedRow[], upTo: number) => Promise<void>) => {
    let batch: MappedRow[] = [];
    for await (const mapped of mappedRows(input, opts, ctx)) {
      const row = dedupe(mapped);
      rows++;
      // Rows an earlier run committed: read again only to know their keys.
      if (rows <= resumedFrom) continue;
      batch.push(row);
      if (batch.length >= batchSize) {
        await flush(batch, rows);
        batch = [];
      }
    }
    if (batch.length) await flush(batch, rows);
  };

  if (dryRun) {
    try {
      await db.transaction(async (tx) => {
        await run(async (batch, upTo) => {
          opts.signal?.throwIfAborted();
          await writeBatch(tx, ctx, batch, report);
          await opts.onProgress?.({ rows: upTo, report });
        });
        throw new DryRunDone();
      });
    } catch (err) {
      if (!(err instanceof DryRunDone)) throw err;
    }
    return { jobId: null, resumedFrom: 0, report };
  }

  const jobId = job!.id;
  // Pushes a run that stopped between a batch's commit and their queueing left behind: queued first
  // (a push is queued once per opportunity whatever asks twice: its singleton key).
  if (job!.unannounced?.length) await announced(jobId, job!.unannounced, announce);
  let position = resumedFrom;
  try {
    await run(async (batch, upTo) => {
      opts.signal?.throwIfAborted();
      const next = structuredClone(report);
      const fresh = await db.transaction(async (tx) => {
        // The position moves from where this run left it, or the batch is not written: another run of
        // the same file (a second process, a console retry beside the command) got there first, and
        // its batch, committed, is the one that counts.
        const moved = await tx
          .update(importJobs)
          .set({ position: upTo, updatedAt: new Date() })
          .where(and(eq(importJobs.id, jobId), eq(importJobs.position, position)))
          .returning({ id: importJobs.id });
        if (!moved.length) throw new ImportTakenOver();
        const refs = await writeBatch(tx, ctx, batch, next);
        // The batch's pushes are kept with it: a crash before they are queued leaves them for the next run.
        await tx.update(importJobs).set({ report: next, unannounced: refs.length ? refs : null }).where(eq(importJobs.id, jobId));
        return refs;
      });
      position = upTo;
      Object.assign(report, next);
      // After the commit: a push queued for a row that was rolled back would announce nothing real.
      if (fresh.length) await announced(jobId, fresh, announce);
      await opts.onProgress?.({ rows: upTo, report });
    });
  } catch (err) {
    // Another run has the job: its state is that run's to write.
    if (err instanceof ImportTakenOver) throw err;
    await db
      .update(importJobs)
      .set({ status: 'failed', error: jobError(err), updatedAt: new Date() })
      .where(eq(importJobs.id, jobId));
    throw err;
  }
  await db.update(importJobs).set({ status: 'done', report, error: null, updatedAt: new Date() }).where(eq(importJobs.id, jobId));
  // A bulk load leaves the planner's statistics behind until autovacuum analyzes the tables (never, where
  // it is off): the release feed and the searches would be planned as for the tables before the load (a
  // feed page at 1M releases took 900 ms instead of 9 ms, docs/benchmarks.md "Imports and open data").
  if (report.created + report.updated >= ANALYZE_AFTER_ROWS) await db.execute(sql`analyze winning_bid, bid_opportunity, purchaser, supplier`);
  return { jobId, resumedFrom, report };
}
