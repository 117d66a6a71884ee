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
