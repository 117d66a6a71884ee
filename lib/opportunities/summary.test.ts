import { describe, expect, it } from 'vitest';
import { subscriptionSummary } from './summary';

const city = (code: string) => ({ '500100': '重庆', '510100': '成都' })[code] ?? code;

describe('a saved subscription in words', () => {
  it('names a government subscription by source, cities, tags and budget in 万', () => {
    expect(subscriptionSummary({ channel: 3, city: ['500100', '510100'], businessDirection: ['rjkf', 'xxaq'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 }, city)).toEqual([
      { label: '招标来源', value: '第三方招标' },
      { label: '城市', value: '重庆、成都' },
      { label: '业务方向', value: '软件开发、信息安全' },
      { label: '采购单位', value: '党政机关' },
      { label: '预算', value: '0-100万' },
    ]);
  });

  it('names the software categories with their second level, and the manpower periods', () => {
    const software = subscriptionSummary({ channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 }, city);
    expect(software).toContainEqual({ label: '服务类别', value: '软件开发（小程序开发）' });
    expect(software).toContainEqual({ label: '接单要求', value: '仅限企业' });
    const manpower = subscriptionSummary({ channel: 2, primaryClassJob: ['job-dev'], secondClassJob: ['job-java'], residentPeriod: ['r2'], settlementPeriod: ['s1', 's2'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 }, city);
    expect(manpower).toContainEqual({ label: '结算周期', value: '按周结算、按月结算' });
  });
});
