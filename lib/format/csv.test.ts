import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('CSV for spreadsheets', () => {
  it('starts with the byte-order mark and ends each line with CRLF', () => {
    expect(toCsv(['时间', '操作'], [['2026-11-29', '授予角色'], [1, null]])).toBe('\uFEFF时间,操作\r\n2026-11-29,授予角色\r\n1,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('keeps a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    for (const lead of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${lead}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('13800000001')).toBe('13800000001');
  });
});
