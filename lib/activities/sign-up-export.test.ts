import { describe, expect, it } from 'vitest';
import { neutralised, signUpTable, toCsv } from './sign-up-export';

describe('the export of sign-ups', () => {
  it('keeps formulas as text, but not the blank mark', () => {
    expect(['=1+1', '+86', '-2', '@SUM(A1)', '\t=1', '-', '华为', ''].map(neutralised)).toEqual(["'=1+1", "'+86", "'-2", "'@SUM(A1)", "'\t=1", '-', '华为', '']);
  });

  it('writes CSV with a byte-order mark, quoting what needs it', () => {
    const table = signUpTable([
      { id: 7, statusName: '已报名', depName: '=HYPERLINK("x")', creditCode: '-', contactName: '张,三', telphone: '13800000000', region: '重庆市 渝中区', createdAt: new Date('2026-12-01T01:30:00Z') },
    ]);
    const csv = toCsv(table);
    expect(csv.startsWith('\uFEFF报名编号,状态,单位名称')).toBe(true);
    expect(csv).toContain(`7,已报名,"'=HYPERLINK(""x"")",-,"张,三",13800000000,重庆市 渝中区,2026-12-01 09:30:00\r\n`);
  });
});
