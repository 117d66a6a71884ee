// The market view's charts, each downloadable as CSV at /analytics/<id>.csv with the page's query.
export const MARKET_CHARTS = [
  'monthly-amount',
  'monthly-count',
  'top-purchasers-amount',
  'top-purchasers-count',
  'top-suppliers-amount',
  'top-suppliers-count',
  'amount-bands',
  'methods',
] as const;

export type MarketChartId = (typeof MARKET_CHARTS)[number];

/** The CSV address of one of the market's charts under the page's query string. */
export function marketCsvHref(id: MarketChartId, pageHref: string): string {
  const query = pageHref.includes('?') ? pageHref.slice(pageHref.indexOf('?')) : '';
  return `/analytics/${id}.csv${query}`;
}

/** A purchasing unit's charts, each at /search-purchaserdetail/<id>.csv?code=<code>. */
export const PURCHASER_CHARTS = ['years', 'kinds', 'suppliers', 'bands'] as const;
export type PurchaserChartId = (typeof PURCHASER_CHARTS)[number];

export const purchaserCsvHref = (id: PurchaserChartId, code: string) => `/search-purchaserdetail/${id}.csv?code=${encodeURIComponent(code)}`;

/** A supplier's 中标分析 charts, each at /search-supplierdetail/<id>.csv?id=<supplier id>. */
export const SUPPLIER_CHARTS = ['wins-years', 'wins-regions', 'wins-sectors', 'wins-purchasers'] as const;
export type SupplierChartId = (typeof SUPPLIER_CHARTS)[number];

export const supplierCsvHref = (chart: SupplierChartId, id: number) => `/search-supplierdetail/${chart}.csv?id=${id}`;

/** The comparison's charts, each at /supplierCompare/<id>.csv?ids=<ids>. */
export const COMPARE_CHARTS = ['compare-years', 'compare-totals'] as const;
export type CompareChartId = (typeof COMPARE_CHARTS)[number];

export const compareCsvHref = (chart: CompareChartId, ids: readonly number[]) => `/supplierCompare/${chart}.csv?ids=${ids.join(',')}`;
