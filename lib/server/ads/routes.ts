import 'server-only';
import { advertisementsCall } from '@/lib/ads/contracts';
import { cityOfRequest } from '@/lib/server/city';
import { CITY_COOKIE } from '@/lib/city/rules';
import { apiRoute } from '@/lib/server/http/route';
import { getSlotAds } from './service';

/** advertisements {showLocations}: data.advertisementInfo keyed by slot code, for the request's city. */
export const advertisementsRoute = apiRoute(advertisementsCall, async ({ showLocations }, { req }) => {
  const { city } = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  return { advertisementInfo: await getSlotAds(showLocations, city.cityCode) };
});
