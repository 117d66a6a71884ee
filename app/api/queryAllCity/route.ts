import { queryAllCityCall } from '@/lib/dictionaries/contracts';
import { getAllCities } from '@/lib/server/dictionaries/service';
import { apiRoute, cacheableAnswer } from '@/lib/server/http/route';

// 001 §7 queryAllCity: reference data, so browsers and proxies may keep it for an hour.
export const GET = apiRoute(queryAllCityCall, async () => cacheableAnswer(queryAllCityCall, await getAllCities()));
