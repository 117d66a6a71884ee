import { normalizeCityCode } from '@/lib/city/rules';
import { apiRoute } from '@/lib/server/http/route';
import { recentDeals } from '@/lib/server/tendering/service';
import { getNewGovDealOrderCall } from '@/lib/tendering/contracts';

// 000 §7 getNewGovDealOrder (POST): a city's latest deals (awarded tenders), the tendering page's list.
export const POST = apiRoute(getNewGovDealOrderCall, async ({ cityCode, pageSize }) => ({
  list: await recentDeals(normalizeCityCode(cityCode), pageSize),
}));
