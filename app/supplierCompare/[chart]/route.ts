import type { NextRequest } from 'next/server';
import { COMPARE_CHARTS } from '@/lib/market/charts';
import { compareIdsOf } from '@/lib/market/links';
import { chartCsvResponse, chartOfSegment } from '@/lib/server/market/chart-csv';
import { compareSuppliers } from '@/lib/server/market/compare';

// The comparison's chart as CSV (docs/analytics.md "Charts"): /supplierCompare/<chart>.csv?ids=.
export async function GET(req: NextRequest, { params }: { params: Promise<{ chart: string }> }) {
  const chart = chartOfSegment((await params).chart, COMPARE_CHARTS);
  const ids = compareIdsOf(req.nextUrl.searchParams.get('ids') ?? undefined);
  const page = chart && ids.length ? await compareSuppliers(ids) : null;
  return chartCsvResponse(page && chart ? page.charts[chart] : null);
}
