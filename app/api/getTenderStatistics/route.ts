import { apiRoute } from '@/lib/server/http/route';
import { getTenderStatistics } from '@/lib/server/tendering/service';
import { getTenderStatisticsCall } from '@/lib/tendering/contracts';

// Tender statistics by city code (002 §7): data.tenderOrderNum and data.tenderAmount.
export const GET = apiRoute(getTenderStatisticsCall, ({ cityCode }) => getTenderStatistics(cityCode));
