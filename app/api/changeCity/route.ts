import { NextResponse } from 'next/server';
import { CITY_COOKIE, CITY_COOKIE_MAX_AGE } from '@/lib/city/rules';
import { changeCitySchema } from '@/lib/city/schemas';
import { findCity } from '@/lib/server/city/service';
import { notFound } from '@/lib/server/http/errors';
import { legacyRoute, envelope } from '@/lib/server/http/route';

// 000 §7: the city switch sets the cookie (one day) and answers resultcode 0000, on which the page reloads.
export const POST = legacyRoute({ source: 'json', input: changeCitySchema }, async ({ cityCode }) => {
  const city = await findCity(cityCode);
  if (!city) throw notFound('城市不存在');
  const res = NextResponse.json({
    ...envelope({ cityCode: city.cityCode, cityName: city.cityName, site: city.site }),
    resultcode: '0000',
  });
  res.cookies.set(CITY_COOKIE, city.cityCode, { maxAge: CITY_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' });
  return res;
});
