import { cityProductsQuerySchema } from '@/lib/city/schemas';
import { getCurrentCity } from '@/lib/server/city/current';
import { getCityData, listCities } from '@/lib/server/city/service';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: cityProductsQuerySchema }, async () => {
  const current = await getCurrentCity();
  const [cityData, all] = await Promise.all([getCityData(current), listCities()]);
  return { ...cityData, sortCityList: all };
});
