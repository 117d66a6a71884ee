import type { NextRequest } from 'next/server';
import { SUPPLIER_CHARTS } from '@/lib/market/charts';
import { idParam } from '@/lib/url/params';
import { chartCsvResponse, chartOfSegment } from '@/lib/server/market/chart-csv';
import { supplierAnalysisPage } from '@/lib/server/market/supplier';

// A supplier's 中标分析 chart as CSV (docs/analytics.md "Charts"): /search-supplierdetail/<chart>.csv?id=.
export async function GET(req: NextRequest, { params }: { params: Promise<{ chart: string }> }) {
  const chart = chartOfSegment((await params).chart, SUPPLIER_CHARTS);
  const id = idParam(req.nextUrl.searchParams.get('id') ?? undefined);
  const page = chart && id !== null ? await supplierAnalysisPage(id) : null;
  return chartCsvResponse(page && chart ? page.charts[chart] : null);
}
