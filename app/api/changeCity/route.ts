import { changeCityCall } from '@/lib/city/contracts';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from '@/lib/city/rules';
import { findCity } from '@/lib/server/city/service';
import { notFound } from '@/lib/server/http/errors';
import { answerWith, apiRoute } from '@/lib/server/http/route';

// 000 §7: the city switch sets the cookie (one day) and answers resultcode 0000, on which the page reloads.
export const POST = apiRoute(changeCityCall, async ({ cityCode }) => {
  const city = await findCity(cityCode);
  if (!city) throw notFound('城市不存在');
  const res = answerWith(changeCityCall, { cityCode: city.cityCode, cityName: city.cityName, site: city.site }, { extra: { resultcode: '0000' } });
  res.cookies.set(CITY_COOKIE, city.cityCode, { maxAge: CITY_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
  return res;
});
