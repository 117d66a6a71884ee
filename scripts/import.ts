// Imports procurement data (docs/imports.md): OCDS 1.1 packages (JSON, JSON Lines, gzip) or the
// spreadsheet template (CSV, .xlsx):
//   npm run import -- --file releases.json.gz [--format ocds|template] [--dry-run]
// Progress goes to stderr, the report to stdout. An interrupted import of the same file resumes where
// it committed. New tender notices and intentions are queued for their subscribers ('opportunity.push');
// a running server delivers them. Exit code 1 when the file cannot be read at all.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Transform } from 'node:stream';
import { parseArgs } from 'node:util';
import { formatOfName, jsonLinesOfName } from '@/lib/imports/console';
import { placeText } from '@/lib/imports/types';
import { closeDb } from '@/lib/server/db/client';
import { fileChecksum, importFile, UnreadableFile } from '@/lib/server/imports';
import { openPushQueue, queueOpportunityPushes } from '@/lib/server/opportunities';

const { values } = parseArgs({ options: { file: { type: 'string' }, format: { type: 'string' }, 'dry-run': { type: 'boolean', default: false } } });
const file = values.file;
if (!file || (values.format && values.format !== 'ocds' && values.format !== 'template')) {
  console.error('用法: npm run import -- --file <文件> [--format ocds|template] [--dry-run]');
  process.exit(2);
}
const format = (values.format as 'ocds' | 'template' | undefined) ?? formatOfName(file);
const jsonLines = jsonLinesOfName(file);

const duration = (s: number) => (s >= 3600 ? `${Math.floor(s / 3600)}时${Math.floor((s % 3600) / 60)}分` : s >= 60 ? `${Math.floor(s / 60)}分${Math.round(s % 60)}秒` : `${Math.round(s)}秒`);

/** One line on stderr, redrawn: rows, rate and, the file's size being known, the share done and the time left. */
function progressLine(size: number) {
  const started = Date.now();
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  const draw = (rows: number) => {
    const seconds = (Date.now() - started) / 1000;
    const share = size > 0 ? Math.min(1, bytes / size) : 0;
    const width = 24;
    const bar = '█'.repeat(Math.round(share * width)).padEnd(width, '░');
    const left = share > 0.01 ? ` 剩余约 ${duration((seconds / share) * (1 - share))}` : '';
    process.stderr.write(`\r${bar} ${(share * 100).toFixed(0).padStart(3)}% ${rows} 行 ${Math.round(rows / Math.max(seconds, 0.001))} 行/秒 已用 ${duration(seconds)}${left}   `);
  };
  return { counter, draw, done: () => process.stderr.write('\n') };
}

// Opened at the first new opportunity: a file of winning bids only needs no queue.
const pushes: { queue: Awaited<ReturnType<typeof openPushQueue>> | null } = { queue: null };
try {
  const size = await stat(file).then(
    (s) => s.size,
    (err: Error) => {
      throw new UnreadableFile(err.message);
    },
  );
  const checksum = await fileChecksum(createReadStream(file));
  const progress = progressLine(size);
  const input = createReadStream(file).pipe(progress.counter);
  const result = await importFile(input, {
    format,
    fileName: basename(file),
    checksum,
    dryRun: values['dry-run'],
    jsonLines,
    onProgress: ({ rows }) => progress.draw(rows),
    announce: async (refs) => {
      pushes.queue ??= await openPushQueue();
      await queueOpportunityPushes(pushes.queue, refs);
    },
  });
  progress.done();
  const r = result.report;
  if (result.resumedFrom) console.log(`› 续接上次中断的导入：前 ${result.resumedFrom} 行已提交，从其后继续`);
  console.log(`${r.dryRun ? '【试运行，未写入】' : ''}读取 ${r.read} 行：新增 ${r.created}，更新 ${r.updated}，未变 ${r.unchanged}，拒绝 ${r.refused}（新建采购单位 ${r.purchasersCreated}，新建供应商 ${r.suppliersCreated}）`);
  for (const refusal of r.refusals) console.log(`  ✗ ${placeText(refusal)}：${refusal.reason}`);
  if (r.refused > r.refusals.length) console.log(`  …… 另有 ${r.refused - r.refusals.length} 条拒绝未列出`);
} catch (err) {
  process.stderr.write('\n');
  console.error(err instanceof UnreadableFile ? `文件无法读取：${err.message}` : `导入中断：${err instanceof Error ? err.message : String(err)}（再次运行同一文件将从中断处继续）`);
  process.exitCode = 1;
} finally {
  await pushes.queue?.stop({ graceful: false, wait: true });
  await closeDb();
}
