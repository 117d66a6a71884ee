import { apiRoute } from '@/lib/server/http/route';
import { govCities } from '@/lib/server/tendering/gov-cities';
import { getGovCityListCall } from '@/lib/tendering/contracts';

// 000 §7 getGovCityList (GET): the cities with government tenders, in pinyin order, with their counts.
export const GET = apiRoute(getGovCityListCall, async () => ({ list: await govCities() }));
