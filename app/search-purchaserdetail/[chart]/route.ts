import type { NextRequest } from 'next/server';
import { PURCHASER_CHARTS } from '@/lib/market/charts';
import { chartCsvResponse, chartOfSegment } from '@/lib/server/market/chart-csv';
import { purchaserPage } from '@/lib/server/market/purchaser';

// A purchasing unit's chart as CSV (docs/analytics.md "Charts"): /search-purchaserdetail/<chart>.csv?code=.
export async function GET(req: NextRequest, { params }: { params: Promise<{ chart: string }> }) {
  const id = chartOfSegment((await params).chart, PURCHASER_CHARTS);
  const code = req.nextUrl.searchParams.get('code')?.slice(0, 40);
  const page = id && code ? await purchaserPage(code) : null;
  return chartCsvResponse(page && id ? page.charts[id] : null);
}
