import { getCityProductsCall } from '@/lib/city/contracts';
import { CITY_COOKIE } from '@/lib/city/rules';
import { cityOfRequest } from '@/lib/server/city/current';
import { getCityData, listCities } from '@/lib/server/city/service';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getCityProducts: the request's city data, with every city in pinyin order.
export const GET = apiRoute(getCityProductsCall, async (_input, { req }) => {
  const current = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  const [cityData, all] = await Promise.all([getCityData(current), listCities()]);
  return { ...cityData, sortCityList: all };
});
