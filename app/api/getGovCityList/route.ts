import { govCityListSchema } from '@/lib/tendering/schemas';
import { apiRoute } from '@/lib/server/http/route';
import { govCities } from '@/lib/server/tendering/gov-cities';

// 000 §7 getGovCityList (GET): the cities with government tenders, in pinyin order, with their counts.
export const GET = apiRoute({ source: 'query', input: govCityListSchema }, async () => ({ list: await govCities() }));
