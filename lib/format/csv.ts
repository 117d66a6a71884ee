// CSV files for spreadsheets (the console's exports): UTF-8 with a byte-order mark so Excel reads the
// Chinese, CRLF line ends (RFC 4180), and no cell a spreadsheet would run as a formula.

export type CsvCell = string | number | null | undefined;

/**
 * A cell starting with = + - @ (or a tab or carriage return, which some spreadsheets skip first) is a
 * formula to a spreadsheet (CSV injection): it is kept as text behind a leading apostrophe. Numbers
 * stay numbers.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
