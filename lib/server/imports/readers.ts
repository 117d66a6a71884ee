import 'server-only';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse as parseCsv } from 'csv-parse';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { pick } from 'stream-json/filters/pick.js';
import { parser } from 'stream-json';
import { streamValues } from 'stream-json/streamers/stream-values.js';
import { missingColumns, TEMPLATE_COLUMNS, type TemplateRow } from '@/lib/imports/template';
import type { RowPlace } from '@/lib/imports/types';

// Streaming readers of the import pipeline (docs/imports.md "Formats"): a file is never held whole in
// memory; each yields the file's rows with their place, or the reason a row could not be read.

/** A file that cannot be read at all (not gzip though it says so, no template header …): the import stops. */
export class UnreadableFile extends Error {}

export type SourceRow<T> = { place: RowPlace; value: T } | { place: RowPlace; error: string };

/** The stream's first bytes, and the whole stream again (those bytes first). */
async function peek(input: AsyncIterable<Buffer>, bytes = 64 * 1024): Promise<{ head: Buffer; stream: Readable }> {
  const it = input[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < bytes) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
    chunks.push(chunk);
    size += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    // The chunks as they came: a parser fails at the broken chunk, not before the good ones it held.
    yield* chunks;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value as Buffer;
  }
  return { head, stream: Readable.from(all(), { objectMode: false }) };
}

const isGzip = (head: Buffer) => head[0] === 0x1f && head[1] === 0x8b;

/** gzip or not, by its magic bytes (not its name). */
async function decompressed(input: Readable): Promise<{ head: Buffer; stream: Readable }> {
  const first = await peek(input, 2);
  if (!isGzip(first.head)) return peek(first.stream);
  const gunzip = first.stream.pipe(createGunzip());
  first.stream.on('error', (err) => gunzip.destroy(err));
  return peek(gunzip);
}

/**
 * JSON Lines when the file's first line is a whole JSON object (a package spread over lines starts with
 * an incomplete one; a package on one long line has no line end in the first 64 KB). A caller that knows
 * (the file's name) says so.
 */
function looksLikeJsonLines(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  const nl = text.indexOf('\n');
  if (nl < 0) return false;
  try {
    const first = JSON.parse(text.slice(0, nl)) as unknown;
    return first !== null && typeof first === 'object' && !Array.isArray(first);
  } catch {
    return false;
  }
}

const objectOf = (v: unknown): Record<string, unknown> | null => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/** A line's value: a release or record, or every release/record of a package on one line. */
function* valuesOfLine(value: unknown, line: number): Generator<SourceRow<unknown>> {
  const v = objectOf(value);
  const list = v && !('ocid' in v) ? (Array.isArray(v.releases) ? ['releases', v.releases] : Array.isArray(v.records) ? ['records', v.records] : null) : null;
  if (!list) {
    yield { place: { line }, value };
    return;
  }
  const [name, items] = list as [string, unknown[]];
  for (let i = 0; i < items.length; i++) yield { place: { line, pointer: `/${name}/${i}` }, value: items[i] };
}

/** OCDS 1.1 release or record packages: JSON, JSON Lines, either gzipped. */
export async function* readOcds(input: Readable, opts: { jsonLines?: boolean } = {}): AsyncGenerator<SourceRow<unknown>> {
  let source: { head: Buffer; stream: Readable };
  try {
    source = await decompressed(input);
  } catch (err) {
    throw new UnreadableFile(`无法读取文件：${err instanceof Error ? err.message : String(err)}`);
  }
  const text = source.head.toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('{') && !text.startsWith('[')) throw new UnreadableFile('文件不是 JSON 或 JSON Lines（也不是 gzip 压缩的 JSON）');
  if (opts.jsonLines ?? looksLikeJsonLines(source.head)) {
    const lines = createInterface({ input: source.stream, crlfDelay: Infinity });
    let line = 0;
    try {
      for await (const raw of lines) {
        line++;
        const trimmed = raw.trim();
        if (!trimmed) continue;
        let value: unknown;
        try {
          value = JSON.parse(line === 1 ? trimmed.replace(/^\uFEFF/, '') : trimmed);
        } catch {
          yield { place: { line }, error: '该行不是有效的 JSON' };
          continue;
        }
        yield* valuesOfLine(value, line);
      }
    } catch (err) {
      yield { place: { line: line + 1 }, error: `文件在此处损坏，其后的内容无法读取：${err instanceof Error ? err.message : String(err)}` };
    }
    return;
  }
  // A package: stream the elements of its releases (or records) array, never the whole document.
  let arrayName = 'releases';
  const tokens = source.stream.pipe(parser.asStream());
  const picked = pick.asStream({
    filter: (stack: readonly (string | number | null)[]) => {
      if (stack.length !== 2 || (stack[0] !== 'releases' && stack[0] !== 'records') || typeof stack[1] !== 'number') return false;
      arrayName = stack[0];
      return true;
    },
  });
  const values = tokens.pipe(picked).pipe(streamValues.asStream());
  // A break in the JSON ends the stream where it is: the values read before it are still delivered.
  let broken: Error | null = null;
  const stop = (err: Error) => {
    broken ??= err;
    tokens.unpipe(picked);
    picked.end();
  };
  source.stream.on('error', stop);
  tokens.on('error', stop);
  let index = 0;
  for await (const item of values as AsyncIterable<{ value: unknown }>) {
    yield { place: { pointer: `/${arrayName}/${index}` }, value: item.value };
    index++;
  }
  if (broken) yield { place: { pointer: `/${arrayName}/${index}` }, error: `JSON 格式错误，其后的内容无法读取：${(broken as Error).message}` };
}

/** The encoding of a CSV: the one under which its header row names the template's columns (UTF-8 first, then GB18030, a superset of GBK). */
function csvEncoding(head: Buffer): 'utf8' | 'gb18030' {
  const firstLine = (s: string) => s.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0]?.split(',').map((c) => c.replace(/^"|"$/g, '')) ?? [];
  if (missingColumns(firstLine(head.toString('utf8'))).length === 0) return 'utf8';
  if (missingColumns(firstLine(iconv.decode(head, 'gb18030'))).length === 0) return 'gb18030';
  return 'utf8';
}

const cellText = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { result?: unknown; text?: unknown; richText?: { text: string }[] };
    if (o.richText) return o.richText.map((r) => r.text).join('');
    if (o.result !== undefined) return cellText(o.result);
    if (o.text !== undefined) return cellText(o.text);
  }
  return String(v as string | number | boolean).trim();
};

function rowOf(header: readonly string[], cells: readonly unknown[]): TemplateRow {
  const known = new Set<string>(TEMPLATE_COLUMNS.map((c) => c.name));
  const row: Record<string, string> = {};
  header.forEach((h, i) => {
    if (known.has(h)) row[h] = cellText(cells[i]);
  });
  return row as TemplateRow;
}

function checkHeader(header: string[]): string[] {
  const trimmed = header.map((h) => h.replace(/^\uFEFF/, '').trim());
  const missing = missingColumns(trimmed);
  if (missing.length) throw new UnreadableFile(`表头缺少模板列：${missing.join('、')}（或文件编码不是 UTF-8/GBK）`);
  return trimmed;
}

/** The spreadsheet template: .xlsx (its first sheet, streamed) or CSV in UTF-8 or GBK. */
export async function* readTemplate(input: Readable): AsyncGenerator<SourceRow<TemplateRow>> {
  const { head, stream } = await peek(input);
  if (head[0] === 0x50 && head[1] === 0x4b) {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, { worksheets: 'emit', sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', entries: 'ignore' });
    let header: string[] | null = null;
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const cells = (row.values as unknown[]).slice(1);
        if (!header) {
          header = checkHeader(cells.map(cellText));
          continue;
        }
        if (cells.every((c) => cellText(c) === '')) continue;
        yield { place: { line: row.number }, value: rowOf(header, cells) };
      }
      break; // the first sheet only
    }
    if (!header) throw new UnreadableFile('表格中没有表头行');
    return;
  }
  const encoding = csvEncoding(head);
  const decoded = encoding === 'utf8' ? stream : stream.pipe(iconv.decodeStream('gb18030'));
  const csv = decoded.pipe(parseCsv({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  decoded.on('error', (err) => csv.destroy(err));
  let header: string[] | null = null;
  try {
    for await (const item of csv as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!header) {
        header = checkHeader(item.record);
        continue;
      }
      yield { place: { line: item.info.lines }, value: rowOf(header, item.record) };
    }
  } catch (err) {
    if (err instanceof UnreadableFile) throw err;
    if (!header) throw new UnreadableFile(`无法读取 CSV：${err instanceof Error ? err.message : String(err)}`);
    yield { place: {}, error: `CSV 格式错误，其后的内容无法读取：${err instanceof Error ? err.message : String(err)}` };
  }
  if (!header) throw new UnreadableFile('文件是空的');
}
