// `npm run bench:import -- [--releases 1000000]`: the import pipeline and open data at volume
// (docs/benchmarks.md "Imports and open data"). On its own database beside the bench's
// (BENCH_DATABASE_URL + `_import`, made afresh): a gzip JSON Lines file of generated OCDS releases is
// written, imported (rows a second, the process's peak RSS against the 512 MB budget), then the release
// feed is read page by page and at random `since` points (p50/p95 of a page), then the daily bulk files
// are written (time, peak RSS). The report goes to stdout and bench/results/import.md.
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { decodeCursor } from '@/lib/ocds/cursor';
import type { FeedQuery } from '@/lib/ocds/feed-query';
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';
import { fileChecksum, importFile } from '@/lib/server/imports';
import { releasePage, writeBulkFiles } from '@/lib/server/ocds';
import { seedDatabase } from '@/seed';
import { ocdsReleases } from '@/seed/ocds-sample';
import { DEFAULT_DATABASE_URL, siblingDatabaseUrl } from './cli-options';
import { summarize } from './stats';

const { values } = parseArgs({ options: { releases: { type: 'string', default: '1000000' }, pages: { type: 'string', default: '200' } } });
const releases = Number(values.releases);
const pages = Number(values.pages);
if (!Number.isInteger(releases) || releases < 1 || !Number.isInteger(pages) || pages < 1) {
  console.error('用法: npm run bench:import -- [--releases 1000000] [--pages 200]');
  process.exit(2);
}

/** The memory budget of an import (docs/imports.md): streaming keeps the process under it at any size. */
const RSS_BUDGET_MB = 512;
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The highest RSS seen while `work` runs, sampled every 20 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakMb: number }> {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, peakMb: mb(Math.max(peak, process.memoryUsage().rss)) };
  } finally {
    clearInterval(timer);
  }
}

async function freshDatabase(url: string): Promise<void> {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`);
    await client.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const url = siblingDatabaseUrl(process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL, 'import');
const work = mkdtempSync(path.join(tmpdir(), 'jf-bench-import-'));
try {
  console.log(`› 数据库 ${url}（重建）`);
  await freshDatabase(url);
  const handle = await openDb({ url, statementTimeoutMs: 0 });
  setDbHandle(Promise.resolve(handle));
  // Cities and the reference data the mapping needs; the smallest demo set beside them.
  await seedDatabase(handle.db, { scale: 0.01 });

  const file = path.join(work, 'releases.jsonl.gz');
  const written = await peakRss(() =>
    pipeline(
      Readable.from((function* lines() {
        for (const release of ocdsReleases(releases)) yield `${JSON.stringify(release)}\n`;
      })()),
      createGzip(),
      createWriteStream(file),
    ),
  );
  console.log(`› 生成 ${releases.toLocaleString('zh-CN')} 条发布（${mb(statSync(file).size)} MB gzip）用时 ${written.seconds.toFixed(0)} 秒`);

  const imported = await peakRss(async () =>
    importFile(createReadStream(file), {
      format: 'ocds',
      fileName: 'releases.jsonl.gz',
      checksum: await fileChecksum(createReadStream(file)),
      jsonLines: true,
      // Nobody subscribes in this database: the pushes' queue is not part of the measure.
      announce: async () => {},
      onProgress: ({ rows }) => {
        if (rows % 50_000 < 200) process.stderr.write(`\r  导入 ${rows.toLocaleString('zh-CN')} 行，堆 ${mb(process.memoryUsage().heapUsed)} MB，RSS ${mb(process.memoryUsage().rss)} MB`);
      },
    }),
  );
  process.stderr.write('\n');
  const report = imported.result.report;
  const rowsPerSecond = Math.round(report.read / imported.seconds);

  // The feed as a consumer walks it (cursor after cursor) and as one that starts from a date.
  const origin = 'https://www.example.com';
  const walk: number[] = [];
  let query: FeedQuery = { limit: 100, after: null, since: null };
  const timed = async (q: FeedQuery) => {
    const t = performance.now();
    const page = await releasePage(origin, q, 0);
    return { ms: performance.now() - t, page };
  };
  for (let i = 0; i < pages; i++) {
    const { ms, page } = await timed(query);
    walk.push(ms);
    const next = page ? new URL(page.links.next).searchParams.get('cursor') : null;
    if (!page || !next) break;
    query = { ...query, after: decodeCursor(next) };
  }
  const since: number[] = [];
  const from = Date.parse('2025-01-06T00:00:00Z');
  const span = Date.now() - from;
  for (let i = 0; i < pages; i++) {
    // Deterministic spread over the data's dates: the golden ratio's steps.
    const at = new Date(from + ((i * 0.618_033_988_75) % 1) * span);
    since.push((await timed({ limit: 100, after: null, since: at })).ms);
  }

  const bulkDir = path.join(work, 'opendata');
  mkdirSync(bulkDir);
  const bulk = await peakRss(() => writeBulkFiles(bulkDir));
  await closeDb();

  const walkStats = summarize(walk);
  const sinceStats = summarize(since);
  const lines = [
    `# Imports and open data at ${releases.toLocaleString('en')} releases`,
    '',
    `Command: \`npm run bench:import -- --releases ${releases} --pages ${pages}\` · ${new Date().toISOString()} · Node ${process.version} · PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`,
    '',
    '| Measure | Figure | Budget |',
    '|---|---|---|',
    `| Import: rows read | ${report.read.toLocaleString('en')} (created ${report.created.toLocaleString('en')}, updated ${report.updated.toLocaleString('en')}, unchanged ${report.unchanged.toLocaleString('en')}, refused ${report.refused.toLocaleString('en')}) | |`,
    `| Import: time, rows a second | ${imported.seconds.toFixed(0)} s, ${rowsPerSecond.toLocaleString('en')} rows/s | |`,
    `| Import: peak RSS of the process | ${imported.peakMb} MB | ≤ ${RSS_BUDGET_MB} MB ${imported.peakMb <= RSS_BUDGET_MB ? '✓' : '✗'} |`,
    `| Release feed, walking the cursor (${walk.length} pages of 100) | p50 ${walkStats.p50.toFixed(1)} ms, p95 ${walkStats.p95.toFixed(1)} ms | |`,
    `| Release feed, from a random \`since\` (${since.length} pages of 100) | p50 ${sinceStats.p50.toFixed(1)} ms, p95 ${sinceStats.p95.toFixed(1)} ms | |`,
    `| Bulk files: ${bulk.result.files.map((f) => `${f.name} ${f.count.toLocaleString('en')} rows ${mb(f.sizeBytes)} MB`).join(', ')} | ${bulk.seconds.toFixed(0)} s, peak RSS ${bulk.peakMb} MB | ≤ ${RSS_BUDGET_MB} MB ${bulk.peakMb <= RSS_BUDGET_MB ? '✓' : '✗'} |`,
    '',
  ];
  const out = lines.join('\n');
  console.log(`\n${out}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/import.md', out);
} finally {
  rmSync(work, { recursive: true, force: true });
}
