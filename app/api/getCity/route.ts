import { getCityCall } from '@/lib/city/contracts';
import { CITY_COOKIE } from '@/lib/city/rules';
import { cityOfRequest } from '@/lib/server/city/current';
import { cityByCode } from '@/lib/server/city/regions';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getCity (POST): the named city, or the one the request is on (its sub-site, cookie or default).
export const POST = apiRoute(getCityCall, async ({ cityCode }, { req }) =>
  cityCode ? cityByCode(cityCode) : (await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value)).city,
);
