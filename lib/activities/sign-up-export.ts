import { formatDateTime } from '@/lib/format/date';

// The export of an activity's sign-ups (docs/features.md, Operator console): one table for the console's
// list, the CSV and the Excel file, so the three always show the same columns.

export interface ConsoleSignUp {
  id: number;
  statusName: string;
  depName: string;
  creditCode: string;
  contactName: string;
  telphone: string;
  region: string;
  createdAt: Date;
}

export const SIGN_UP_HEADERS = ['报名编号', '状态', '单位名称', '统一社会信用代码', '联系人', '手机号', '所在地区', '报名时间'] as const;

/** The table's rows, header first. */
export function signUpTable(rows: readonly ConsoleSignUp[]): string[][] {
  return [
    [...SIGN_UP_HEADERS],
    ...rows.map((r) => [String(r.id), r.statusName, r.depName, r.creditCode, r.contactName, r.telphone, r.region, formatDateTime(r.createdAt, { seconds: true })]),
  ];
}

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a tab or carriage return before one) is
 * kept as text with a leading apostrophe (OWASP "CSV Injection"). A lone '-' is the sign-up form's
 * blank mark (002 §3), which no spreadsheet evaluates.
 */
export function neutralised(cell: string): string {
  return cell !== '-' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const quoted = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** RFC 4180 text with a UTF-8 byte-order mark, so Excel opens the Chinese as Chinese; every cell neutralised. */
export function toCsv(table: readonly string[][]): string {
  return `\uFEFF${table.map((row) => row.map((c) => quoted(neutralised(c))).join(',')).join('\r\n')}\r\n`;
}

/** The file's name for the Content-Disposition header. */
export const exportFileName = (activityId: number, format: 'csv' | 'xlsx') => `活动报名-${activityId}.${format}`;
