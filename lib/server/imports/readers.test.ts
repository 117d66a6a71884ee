import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS } from '@/lib/imports/template';
import { readOcds, readTemplate, UnreadableFile, type SourceRow } from './readers';

const collect = async <T>(rows: AsyncIterable<SourceRow<T>>) => {
  const out: SourceRow<T>[] = [];
  for await (const r of rows) out.push(r);
  return out;
};
const bytes = (b: Buffer | string) => Readable.from([Buffer.from(b)]);

const release = (n: number) => ({ ocid: `ocds-x-${n}`, id: `r${n}`, date: '2025-01-01' });

describe('reading OCDS files', () => {
  it('streams the releases of a package with their JSON pointers, gzipped or not', async () => {
    const pkg = JSON.stringify({ version: '1.1', publisher: { name: 'x' }, releases: [release(1), release(2)] }, null, 2);
    for (const input of [Buffer.from(pkg), gzipSync(pkg)]) {
      const rows = await collect(readOcds(bytes(input)));
      expect(rows).toEqual([
        { place: { pointer: '/releases/0' }, value: release(1) },
        { place: { pointer: '/releases/1' }, value: release(2) },
      ]);
    }
  });

  it('streams a record package', async () => {
    const rows = await collect(readOcds(bytes(JSON.stringify({ records: [{ ocid: 'a', compiledRelease: release(1) }] }))));
    expect(rows.map((r) => r.place)).toEqual([{ pointer: '/records/0' }]);
  });

  it('reads JSON Lines line by line, refusing a broken line and keeping the others', async () => {
    const text = `${JSON.stringify(release(1))}\n{"ocid": "broken",\n\n${JSON.stringify(release(3))}\n`;
    const rows = await collect(readOcds(bytes(gzipSync(text))));
    expect(rows).toEqual([
      { place: { line: 1 }, value: release(1) },
      { place: { line: 2 }, error: '该行不是有效的 JSON' },
      { place: { line: 4 }, value: release(3) },
    ]);
  });

  it('keeps the rows before a package turns invalid and says where it broke', async () => {
    // As from a file: the valid part arrives in its own chunks before the broken one.
    const input = Readable.from([Buffer.from(`{"releases": [${JSON.stringify(release(1))}, `), Buffer.from('{"ocid": ]}')]);
    const rows = await collect(readOcds(input));
    expect(rows[0]).toEqual({ place: { pointer: '/releases/0' }, value: release(1) });
    expect(rows[1]).toMatchObject({ place: { pointer: '/releases/1' }, error: expect.stringContaining('JSON 格式错误') });
  });

  it('refuses a file that is not JSON at all', async () => {
    await expect(collect(readOcds(bytes('PK\u0003\u0004 not json')))).rejects.toBeInstanceOf(UnreadableFile);
  });
});

const header = TEMPLATE_COLUMNS.map((c) => c.name);
const line = ['T-1', '中标结果', '重庆市智慧医保平台建设项目', 'CQZC2025-00001', '重庆市医疗保障局', '', '500100', '重庆云图数据科技有限公司', '91110000600037341L', '1280000', '', '', '', '2025-03-01', '', ''];

describe('reading the spreadsheet template', () => {
  it('reads a UTF-8 CSV with its line numbers', async () => {
    const rows = await collect(readTemplate(bytes(`\uFEFF${header.join(',')}\n${line.join(',')}\n`)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ place: { line: 2 }, value: { 记录编号: 'T-1', 采购单位: '重庆市医疗保障局', '中标金额（元）': '1280000' } });
  });

  it('detects a GBK CSV and converts it', async () => {
    const rows = await collect(readTemplate(bytes(iconv.encode(`${header.join(',')}\r\n${line.join(',')}\r\n`, 'gbk'))));
    expect(rows[0]).toMatchObject({ value: { 项目名称: '重庆市智慧医保平台建设项目', 记录类型: '中标结果' } });
  });

  it('reads the first sheet of an .xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('导入');
    sheet.addRow(header);
    sheet.addRow(line.map((v, i) => (i === 9 ? 1_280_000 : v)));
    const rows = await collect(readTemplate(bytes(Buffer.from(await workbook.xlsx.writeBuffer()))));
    expect(rows).toEqual([{ place: { line: 2 }, value: expect.objectContaining({ 记录编号: 'T-1', '中标金额（元）': '1280000' }) }]);
  });

  it('reads the documented example file, one row of each kind', async () => {
    const rows = await collect(readTemplate(createReadStream('docs/examples/import-template.csv')));
    expect(rows.map((r) => 'value' in r && r.value.记录类型)).toEqual(['中标结果', '招标公告', '采购意向']);
  });

  it('refuses a file whose header is not the template', async () => {
    await expect(collect(readTemplate(bytes('名称,金额\n甲,1\n')))).rejects.toThrow('表头缺少模板列');
  });
});
