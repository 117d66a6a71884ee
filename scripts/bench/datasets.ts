// The benchmark's datasets, made with the project's own seeder. A dataset already at the right scale
// (its row counts equal the target) is reused, so a second run starts in seconds; it is still opened
// through the app's openDb first, which applies any migration committed since it was seeded, so the
// servers start on an up-to-date schema and no migration lands inside a measured request.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, statfsSync } from 'node:fs';
import { totalmem } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDb, queryRows } from '@/lib/server/db/client';
import { ensureReferenceData } from '@/seed/reference';
import { siblingDatabaseUrl } from './cli-options';
import { seedEstimateLine } from './seed-estimate';
import type { DatasetId, DatasetResult } from './results';

export interface DatasetDef {
  id: DatasetId;
  counts: { bids: number; suppliers: number; cases: number };
  db: { url: string } | { pgliteDir: string };
  /**
   * Seeded batch by batch and continued where a stopped run ended (scripts/seed.ts --resume), never
   * reset: the 10M rehearsal's hours of writing are not thrown away by one interruption.
   */
  resumable?: boolean;
}

/** The datasets: suppliers and cases keep the 1M dataset's proportions (10 % and 5 % of bids). */
export function datasetDefs(root: string, databaseUrl: string): DatasetDef[] {
  const scaled = (bids: number) => ({ bids, suppliers: bids / 10, cases: bids / 20 });
  return [
    { id: 'pg-10m', counts: scaled(10_000_000), db: { url: siblingDatabaseUrl(databaseUrl, '10m') }, resumable: true },
    { id: 'pg-1m', counts: scaled(1_000_000), db: { url: databaseUrl } },
    { id: 'pg-100k', counts: scaled(100_000), db: { url: siblingDatabaseUrl(databaseUrl, '100k') } },
    { id: 'pg-10k', counts: scaled(10_000), db: { url: siblingDatabaseUrl(databaseUrl, '10k') } },
    { id: 'pglite-100k', counts: scaled(100_000), db: { pgliteDir: path.join(root, '.data', 'bench-pglite') } },
  ];
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

/** Creates the database of `url` on its server when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const name = databaseName(url);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!found.rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * Reads a PostgreSQL dataset's tables, indexes and their out-of-line values once into the operating
 * system's cache, as a database that has been serving a while holds them: the figures are then those
 * of a running portal, not of a disk read after a reboot or a freshly written table (a 1M dataset is
 * about 4.3 GB; the machine's memory holds it). pg_prewarm (PostgreSQL's own module) when it can be
 * created; else a sequential read of each table. Called as a dataset is prepared and again before its
 * scenarios run: a machine may keep less in its cache than it has memory (one kept about 6 GB of 23),
 * and the 1M runs then pushed the 100k dataset out of it (its never-asked p95: 37 ms warm, 92 ms cold).
 * `tables` reads only those (with their indexes), before the scenarios that read them: within the 1M
 * dataset too the bids scenarios push out the solutions the last scenarios read (serviceList never
 * asked, the same 300 questions: p95 83 ms after the bids, 41 ms with its table in the cache).
 */
export async function warmDataset(url: string, log: (line: string) => void, id: string, tables?: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    const all = `select c.oid::regclass as rel from pg_class c
      where c.relnamespace in ('public'::regnamespace, 'pg_toast'::regnamespace) and c.relkind in ('r', 'i', 't')`;
    // Some tables only: each with its indexes and out-of-line values.
    const some = `select c.oid::regclass as rel from pg_class t
      join lateral (select t.oid union all select indexrelid from pg_index where indrelid = t.oid
                    union all select t.reltoastrelid where t.reltoastrelid <> 0) c(oid) on true
      where t.relnamespace = 'public'::regnamespace and t.relname = any($1::text[])`;
    try {
      await client.query('create extension if not exists pg_prewarm');
      await client.query(`select pg_prewarm(rel, 'read') from (${tables ? some : all}) r`, tables ? [tables] : []);
    } catch {
      for (const table of tables ?? ['winning_bid', 'supplier', 'biz_case']) await client.query(`select count(*) from ${pg.escapeIdentifier(table)}`);
    }
    const what = tables ? tables.join(', ') : '表和索引';
    log(`  ${id}: 已预读${what}到系统缓存（${((performance.now() - started) / 1000).toFixed(1)} 秒）`);
  } finally {
    await client.end();
  }
}

/** Free gigabytes where the server keeps its data, when that folder is on this machine (else undefined). */
async function freeDiskGb(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const dir = (await client.query<{ data_directory: string }>('show data_directory')).rows[0]?.data_directory;
    if (!dir || !existsSync(dir)) return undefined;
    const fs = statfsSync(dir);
    return (fs.bavail * fs.bsize) / 1024 ** 3;
  } catch {
    return undefined; // not a superuser, or another machine's folder
  } finally {
    await client.end();
  }
}

/** Bytes of the dataset's database. */
export async function databaseBytes(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select pg_database_size(current_database()) as n')).rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * warmDataset for a dataset the machine's memory can hold; one larger than its cache share (the 10M
 * dataset, some 40 GB on a 23 GB machine) is not pre-read: it would only push itself out, and its
 * figures are then those of a server whose memory cannot hold its data, disk reads included.
 */
export async function warmIfItFits(url: string, log: (line: string) => void, id: string): Promise<void> {
  const bytes = await databaseBytes(url);
  if (bytes < 0.6 * totalmem()) await warmDataset(url, log, id);
  else log(`  ${id}: 数据集 ${(bytes / 1024 ** 3).toFixed(1)} GB，超过内存的六成，不预读（其读取含磁盘读取）`);
}

/** Opens the dataset through the app (applying migrations) and counts its rows; zeros for no PGlite folder. */
async function countRows(def: DatasetDef): Promise<DatasetResult['actual'] & { opportunities: number; solutionDetails: number }> {
  if ('pgliteDir' in def.db && !existsSync(path.join(def.db.pgliteDir, 'PG_VERSION'))) return { bids: 0, suppliers: 0, cases: 0, opportunities: 0, solutionDetails: 0 };
  const handle = await openDb('url' in def.db ? { url: def.db.url, statementTimeoutMs: 0 } : { dataDir: def.db.pgliteDir });
  try {
    const rows = await queryRows<{ bids: number; suppliers: number; cases: number; opportunities: number; solutionDetails: number }>(
      handle.db,
      sql`select (select count(*) from winning_bid)::int as bids, (select count(*) from supplier)::int as suppliers,
                 (select count(*) from biz_case)::int as cases, (select count(*) from bid_opportunity)::int as opportunities,
                 (select count(*) from (select 1 from solution where solve_problem is not null limit 1) s)::int as "solutionDetails"`,
    );
    const r = rows[0]!;
    return {
      bids: Number(r.bids),
      suppliers: Number(r.suppliers),
      cases: Number(r.cases),
      opportunities: Number(r.opportunities),
      solutionDetails: Number(r.solutionDetails),
    };
  } finally {
    await handle.close();
  }
}

async function seed(root: string, def: DatasetDef, logFile: string): Promise<void> {
  const out = openSync(logFile, 'a');
  try {
    const args = [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      'scripts/seed.ts',
      def.resumable ? '--resume' : '--reset',
      '--bids', String(def.counts.bids),
      '--suppliers', String(def.counts.suppliers),
      '--cases', String(def.counts.cases),
    ];
    // The 10M dataset's 1,000,000 suppliers and 500,000 cases are held in memory while the bids are drawn.
    const env = { ...process.env, NODE_OPTIONS: def.resumable ? '--max-old-space-size=8192' : '', ...('url' in def.db ? { DATABASE_URL: def.db.url } : { DATABASE_URL: '', PGLITE_DATA_DIR: def.db.pgliteDir }) };
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', out, out], env });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`生成数据集 ${def.id} 失败（退出码 ${code}），见 ${logFile}`);
  } finally {
    closeSync(out);
  }
}

/**
 * The reference step every start runs (news, ads, city apps, ...): a reused dataset gets what was
 * added since it was seeded, so the pages of later features have their data in the benchmark too.
 */
async function refreshReference(def: DatasetDef): Promise<void> {
  const handle = await openDb('url' in def.db ? { url: def.db.url, statementTimeoutMs: 0 } : { dataDir: def.db.pgliteDir });
  try {
    await ensureReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}

const sameCounts = (a: DatasetResult['actual'], b: DatasetResult['actual']) =>
  a.bids === b.bids && a.suppliers === b.suppliers && a.cases === b.cases;

/** Reuses or (re)seeds one dataset; `log` gets one line of progress. */
export async function ensureDataset(root: string, def: DatasetDef, logFile: string, log: (line: string) => void): Promise<DatasetResult> {
  const started = performance.now();
  if ('url' in def.db) await ensureDatabase(def.db.url);
  const where = 'url' in def.db ? `PostgreSQL ${databaseName(def.db.url)}` : `PGlite ${path.relative(root, def.db.pgliteDir)}`;
  let actual = await countRows(def);
  let action: DatasetResult['action'] = 'reused';
  // A dataset seeded before the business opportunities has none, one seeded before the
  // solutions' details lacks them: either is seeded again.
  if (!sameCounts(actual, def.counts) || actual.opportunities === 0 || actual.solutionDetails === 0) {
    log(`  ${def.id}: 现有 ${actual.bids}/${actual.suppliers}/${actual.cases} 条，正在生成 ${def.counts.bids}/${def.counts.suppliers}/${def.counts.cases}（中标/供应商/案例）…`);
    if (def.resumable) log(seedEstimateLine(def.id, def.counts.bids, actual.bids, 'url' in def.db ? await freeDiskGb(def.db.url) : undefined));
    await seed(root, def, logFile);
    actual = await countRows(def);
    action = 'seeded';
    if (!sameCounts(actual, def.counts)) throw new Error(`数据集 ${def.id} 生成后行数不符：${JSON.stringify(actual)}`);
  } else await refreshReference(def);
  if ('url' in def.db) await warmIfItFits(def.db.url, log, def.id);
  const seconds = (performance.now() - started) / 1000;
  log(`  ${def.id}: ${action === 'reused' ? '复用' : '已生成'} ${where}（${seconds.toFixed(1)} 秒）`);
  return { id: def.id, driver: 'url' in def.db ? 'postgres' : 'pglite', where, target: def.counts, actual, action, seconds };
}
