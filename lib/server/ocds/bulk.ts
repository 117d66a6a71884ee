import 'server-only';
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { z } from 'zod';
import { csvCell } from '@/lib/format/csv';
import { toRelease } from '@/lib/ocds/release';
import type { BidReleaseSource, ReleaseSource } from '@/lib/ocds/types';
import { env } from '@/lib/env';
import { type Db, getDb } from '@/lib/server/db/client';
import { pacer } from '@/lib/server/pace';
import { feedHorizon, positionOf, readReleaseSources } from './releases';

// The daily bulk files (docs/open-data.md "Bulk files"): every release as gzip JSON Lines and the winning bids
// as CSV, written streaming from keyset pages of the feed (one page in memory at a time) up to one horizon, then
// listed in manifest.json with size, count and sha256. Each file is written beside its old copy and renamed over
// it, so a download never reads half a file.

/** Releases read per page while writing. */
const BULK_PAGE = 1000;

export const MANIFEST_NAME = 'manifest.json';

const bulkFile = z.object({
  name: z.string().regex(/^[\w.-]+$/),
  title: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
const manifestSchema = z.object({ generatedAt: z.string(), horizon: z.string(), files: z.array(bulkFile) });

export type BulkFile = z.infer<typeof bulkFile>;
export type BulkManifest = z.infer<typeof manifestSchema>;

export const RELEASES_FILE = 'releases.jsonl.gz';
export const BIDS_CSV_FILE = 'winning-bids.csv';

const CSV_COLUMNS: [string, (b: BidReleaseSource) => string | number | null][] = [
  ['中标编号', (b) => b.bidCode],
  ['项目名称', (b) => b.projectName],
  ['项目编号', (b) => b.projectNumber],
  ['采购单位', (b) => b.purchaser],
  ['采购单位统一社会信用代码', (b) => b.buyerCreditCode],
  ['采购方式', (b) => b.purchaseWay],
  ['省份', (b) => b.provinceName],
  ['城市', (b) => b.cityName],
  ['中标单位', (b) => b.bidComp],
  ['中标单位统一社会信用代码', (b) => b.supplierCreditCode],
  ['中标金额（元）', (b) => b.amount],
  ['预算金额（元）', (b) => b.budgetAmount],
  ['发布时间', (b) => b.publishTime.toISOString()],
  ['变更时间', (b) => b.changedAt],
];

/** Every release source up to the horizon, page by page, resting after each page's lines are written. */
async function* allSources(db: Db, horizon: string, bidsOnly: boolean, rest: () => Promise<void>): AsyncGenerator<ReleaseSource> {
  let after = null;
  for (;;) {
    const page = await readReleaseSources(db, { limit: BULK_PAGE, after, since: null, horizon, bidsOnly });
    if (!page.length) return;
    yield* page;
    after = positionOf(page.at(-1)!);
    await rest();
  }
}

/** Writes one file from its lines (through `encode`), returning its size and sha256. */
async function writeStreamed(dir: string, name: string, source: Readable, encode?: NodeJS.ReadWriteStream): Promise<{ sizeBytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  const temp = path.join(dir, `${name}.tmp`);
  async function* measure(chunks: AsyncIterable<Buffer | string>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      sizeBytes += Buffer.byteLength(chunk);
      yield chunk;
    }
  }
  await (encode ? pipeline(source, encode, measure, createWriteStream(temp)) : pipeline(source, measure, createWriteStream(temp)));
  await rename(temp, path.join(dir, name));
  return { sizeBytes, sha256: hash.digest('hex') };
}

/**
 * Writes the bulk files. `duty` is the share of the time the writing may fill (lib/server/pace.ts):
 * the job shares its process with visitors' requests, and at 1,000,000 bids the whole write keeps a core
 * busy for minutes.
 */
export async function writeBulkFiles(dir = env.OPENDATA_DIR, { duty = 1 }: { duty?: number } = {}): Promise<BulkManifest> {
  await mkdir(dir, { recursive: true });
  const rest = pacer(duty);
  const db = await getDb();
  const horizon = await feedHorizon(db);

  let releases = 0;
  const lines = Readable.from(
    (async function* () {
      for await (const source of allSources(db, horizon, false, rest)) {
        releases += 1;
        yield `${JSON.stringify(toRelease(source))}\n`;
      }
    })(),
  );
  const jsonl = await writeStreamed(dir, RELEASES_FILE, lines, createGzip());

  let bids = 0;
  // As the console's exports write CSV (lib/format/csv.ts): a byte-order mark for Excel, CRLF, no formulas.
  const rows = Readable.from(
    (async function* () {
      yield `\uFEFF${CSV_COLUMNS.map(([header]) => csvCell(header)).join(',')}\r\n`;
      for await (const source of allSources(db, horizon, true, rest)) {
        if (source.kind !== 'bid') continue;
        bids += 1;
        yield `${CSV_COLUMNS.map(([, value]) => csvCell(value(source))).join(',')}\r\n`;
      }
    })(),
  );
  const csv = await writeStreamed(dir, BIDS_CSV_FILE, rows);

  const manifest: BulkManifest = {
    generatedAt: new Date().toISOString(),
    horizon,
    files: [
      { name: RELEASES_FILE, title: '全部 OCDS 发布（JSON Lines，gzip 压缩）', contentType: 'application/gzip', count: releases, ...jsonl },
      { name: BIDS_CSV_FILE, title: '中标信息（CSV，UTF-8）', contentType: 'text/csv; charset=utf-8', count: bids, ...csv },
    ],
  };
  const temp = path.join(dir, `${MANIFEST_NAME}.tmp`);
  await writeFile(temp, JSON.stringify(manifest, null, 2));
  await rename(temp, path.join(dir, MANIFEST_NAME));
  return manifest;
}

/** The files of the last run; null before the first. */
export async function readBulkManifest(dir = env.OPENDATA_DIR): Promise<BulkManifest | null> {
  try {
    return manifestSchema.parse(JSON.parse(await readFile(path.join(dir, MANIFEST_NAME), 'utf8')));
  } catch {
    return null;
  }
}
