import { govCityListSchema } from '@/lib/tendering/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { govCities } from '@/lib/server/tendering/gov-cities';

// 000 §7 getGovCityList (GET): the cities with government tenders, in pinyin order, with their counts.
export const GET = legacyRoute({ source: 'query', input: govCityListSchema }, async () => ({ list: await govCities() }));
