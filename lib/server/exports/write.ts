import 'server-only';
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { csvCell } from '@/lib/format/csv';
import type { Cell } from '@/lib/exports/columns';
import type { ListExportFormat } from '@/lib/exports/types';

// The file of an export, written as its rows arrive (docs/features.md, List exports): ExcelJS's
// streaming WorkbookWriter or CSV lines (UTF-8 with a byte-order mark so Excel reads the Chinese, the
// console's CSV rules of lib/format/csv.ts). Neither holds more than one batch of rows.

export const CONTENT_TYPES: Record<ListExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface Sheet {
  title: string;
  headers: string[];
  widths: (number | undefined)[];
  rows: AsyncIterable<Cell[][]>;
}

const csvLine = (cells: readonly Cell[]) => `${cells.map(csvCell).join(',')}\r\n`;

async function* csvChunks(sheet: Sheet): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(sheet.headers)}`;
  for await (const rows of sheet.rows) yield rows.map(csvLine).join('');
}

/** The workbook written into `out` as the rows come; ExcelJS writes strings as text, so no cell is a formula. */
async function writeXlsx(sheet: Sheet, out: PassThrough): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  book.title = sheet.title;
  const ws = book.addWorksheet(sheet.title.slice(0, 31));
  ws.columns = sheet.headers.map((header, i) => ({ header, key: String(i), width: sheet.widths[i] ?? Math.max(10, header.length * 2 + 2) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for await (const rows of sheet.rows) for (const cells of rows) ws.addRow(cells).commit();
  ws.commit();
  await book.commit();
}

/** The file as a byte stream; an error while reading ends the stream with it (the download breaks off). */
export function fileStream(format: ListExportFormat, sheet: Sheet): ReadableStream<Uint8Array> {
  if (format === 'csv') return Readable.toWeb(Readable.from(csvChunks(sheet), { objectMode: false })) as ReadableStream<Uint8Array>;
  const out = new PassThrough();
  writeXlsx(sheet, out).catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}
