import 'server-only';
import ExcelJS from 'exceljs';
import { signUpTable, toCsv, type ConsoleSignUp } from '@/lib/activities/sign-up-export';
import type { ExportFormat } from '@/lib/activities/admin-schemas';

// An activity's sign-ups as a file (docs/features.md, Operator console): the CSV of
// lib/activities/sign-up-export.ts, or an Excel workbook of the same table. ExcelJS writes every cell as
// a string (no formula ever), so the workbook needs no neutralising.

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

async function xlsx(title: string, table: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('报名名单');
  sheet.addRows(table);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, ...table.map((row) => (row[i] ?? '').length * 2)));
  });
  book.title = title;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The file's bytes and content type. */
export async function signUpFile(format: ExportFormat, title: string, rows: readonly ConsoleSignUp[]): Promise<{ data: Buffer; contentType: string }> {
  const table = signUpTable(rows);
  const data = format === 'csv' ? Buffer.from(toCsv(table), 'utf8') : await xlsx(title, table);
  return { data, contentType: CONTENT_TYPES[format] };
}
