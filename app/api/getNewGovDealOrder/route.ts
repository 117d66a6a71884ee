import { normalizeCityCode } from '@/lib/city/rules';
import { dealOrderSchema } from '@/lib/tendering/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { recentDeals } from '@/lib/server/tendering/service';

// 000 §7 getNewGovDealOrder (POST): a city's latest deals (awarded tenders), the tendering page's list.
export const POST = legacyRoute({ source: 'json', input: dealOrderSchema }, async ({ cityCode, pageSize }) => ({
  list: await recentDeals(normalizeCityCode(cityCode), pageSize),
}));
