import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Chart } from '@/lib/charts/types';
import { SUPPLIER_CHARTS, type SupplierChartId } from '@/lib/market/charts';
import type { SupplierAnalysis } from '@/lib/market/types';
import { SupplierAnalysisSection } from './supplier-analysis';

afterEach(cleanup);

const chart = (title: string): Chart => ({ title, svg: '<svg viewBox="0 0 10 10"></svg>', table: { columns: ['年份', '项目'], rows: [['2026', 3]] } });
const charts = Object.fromEntries(SUPPLIER_CHARTS.map((id) => [id, chart(id)])) as Record<SupplierChartId, Chart>;

const analysis = (cases: SupplierAnalysis['cases']): SupplierAnalysis => ({
  figures: { id: 7, name: '重庆数智科技有限公司', href: '/search-supplierdetail.html?id=7', count: 3, amount: 3_000_000, average: 1_000_000, largest: 1_500_000, purchasers: 1 },
  byYearKind: [],
  regions: [],
  sectors: [],
  purchasers: [],
  competitors: [],
  cases,
});

describe('the supplier analysis section', () => {
  it("lists a case linked to its awards: the case, its customer's profile, the awards from it and the latest one", () => {
    render(
      <SupplierAnalysisSection
        charts={charts}
        analysis={analysis([
          {
            key: '11:P-1',
            title: '重庆市大数据局政务云运维项目',
            href: '/business-detail.html?id=abc&source=1',
            publishTime: '2026-05-01T02:00:00.000Z',
            purchaser: { name: '重庆市大数据应用发展管理局', href: '/search-purchaserdetail.html?code=P-1' },
            count: 2,
            amount: 2_400_000,
            latest: { title: '政务云运维服务采购项目', href: '/search-signdetail.html?id=42', publishTime: '2026-03-10T02:00:00.000Z' },
          },
        ])}
      />,
    );
    const list = within(screen.getByTestId('award-cases'));
    expect(list.getByRole('link', { name: '重庆市大数据局政务云运维项目' }).getAttribute('href')).toBe('/business-detail.html?id=abc&source=1');
    expect(list.getByRole('link', { name: '重庆市大数据应用发展管理局' }).getAttribute('href')).toBe('/search-purchaserdetail.html?code=P-1');
    expect(list.getByRole('link', { name: '政务云运维服务采购项目' }).getAttribute('href')).toBe('/search-signdetail.html?id=42');
    expect(list.getByRole('listitem').textContent).toContain('在该单位中标 2 项、240 万元');
    expect(list.getByRole('listitem').textContent).toContain('2026-03-10');
  });

  it('says so when no case is linked to an award', () => {
    render(<SupplierAnalysisSection charts={charts} analysis={analysis([])} />);
    expect(within(screen.getByTestId('award-cases')).getByText('暂无与中标项目相关的案例')).toBeTruthy();
  });
});
