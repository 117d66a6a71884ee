import { describe, expect, it } from 'vitest';
import type { City } from '@/lib/city/types';
import { cityLookup } from './rules';
import { mapTemplateRow, missingColumns, TEMPLATE_COLUMNS, type TemplateRow } from './template';

const CITIES = cityLookup([{ cityCode: '500100', cityName: '重庆', fullName: '重庆市', provinceCode: '500000', provinceName: '重庆市', site: 'cq', initial: 'C', hotRank: 5 }] satisfies City[]);

const notice: TemplateRow = { 记录编号: 'N-1', 记录类型: '招标公告', 项目名称: '重庆市政务云运维服务项目', 项目编号: 'CQ-1', 采购单位: '重庆市大数据应用发展管理局', 地区: '重庆市渝北区', '预算金额（元）': '860,000', 发布日期: '2025-06-02', 开标日期: '2025-06-25' };
const map = (row: TemplateRow) => mapTemplateRow(row, { line: 2 }, CITIES);

describe('template rows to portal records', () => {
  it('maps a tender notice: its key, city, budget in yuan, deadline and 业务方向 from the title', () => {
    const row = map(notice);
    if (!('records' in row)) throw new Error(row.refusal);
    const [record] = row.records;
    expect(record).toMatchObject({ kind: 'tender', key: 'template:N-1', budgetAmount: 860_000, businessDirection: 'ywfw', purchaser: { cityCode: '500100', creditCode: null } });
    expect(record?.kind === 'tender' && record.bidDeadline?.toISOString()).toBe('2025-06-24T16:00:00.000Z');
  });

  it('refuses an unknown kind, a wrong 业务方向, an award without its amount, an undecodable character', () => {
    const reason = (row: TemplateRow) => {
      const mapped = map(row);
      return 'refusal' in mapped ? mapped.refusal : null;
    };
    expect(reason({ ...notice, 记录类型: '合同' })).toContain('记录类型应为');
    expect(reason({ ...notice, 业务方向: '挖掘机' })).toBe('业务方向不正确：挖掘机');
    expect(reason({ ...notice, 记录类型: '中标结果', 中标单位: '重庆某某科技有限公司' })).toBe('缺少必填字段「中标金额（元）」');
    expect(reason({ ...notice, 采购单位: '重庆市\uFFFD\uFFFD局' })).toContain('编码错误');
  });

  it('knows a header that lacks required columns', () => {
    expect(missingColumns(TEMPLATE_COLUMNS.map((c) => c.name))).toEqual([]);
    expect(missingColumns(['记录编号', '项目名称'])).toContain('记录类型');
  });
});
