import { legacyRoute } from '@/lib/server/http/route';
import { getTenderStatistics } from '@/lib/server/tendering/service';
import { tenderStatisticsQuerySchema } from '@/lib/tendering/schemas';

// Tender statistics by city code (002 §7): data.tenderOrderNum and data.tenderAmount.
export const GET = legacyRoute({ source: 'query', input: tenderStatisticsQuerySchema }, ({ cityCode }) => getTenderStatistics(cityCode));
