import type { NextRequest } from 'next/server';
import { CITY_COOKIE } from '@/lib/city/rules';
import { MARKET_CHARTS } from '@/lib/market/charts';
import { cityOfRequest } from '@/lib/server/city';
import { chartCsvResponse, chartOfSegment } from '@/lib/server/market/chart-csv';
import { marketPage } from '@/lib/server/market/market-page';
import { searchParamsOf } from '@/lib/url/params';

// A market chart's figures as CSV (docs/analytics.md "Charts"): /analytics/<chart>.csv with the page's query.
export async function GET(req: NextRequest, { params }: { params: Promise<{ chart: string }> }) {
  const id = chartOfSegment((await params).chart, MARKET_CHARTS);
  if (!id) return chartCsvResponse(null);
  const current = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  const { charts } = await marketPage(current, searchParamsOf(req.nextUrl.search));
  return chartCsvResponse(charts[id]);
}
