import { cityProductsQuerySchema } from '@/lib/city/schemas';
import { CITY_COOKIE } from '@/lib/city/rules';
import { cityOfRequest } from '@/lib/server/city/current';
import { getCityData, listCities } from '@/lib/server/city/service';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: cityProductsQuerySchema }, async (_input, { req }) => {
  const current = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  const [cityData, all] = await Promise.all([getCityData(current), listCities()]);
  return { ...cityData, sortCityList: all };
});
