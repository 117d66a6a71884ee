import 'server-only';
import { advertisementsSchema } from '@/lib/ads/schemas';
import { cityOfRequest } from '@/lib/server/city';
import { CITY_COOKIE } from '@/lib/city/rules';
import { legacyRoute } from '@/lib/server/http/route';
import { getSlotAds } from './service';

/** advertisements {showLocations}: data.advertisementInfo keyed by slot code, for the request's city. */
export const advertisementsRoute = legacyRoute({ source: 'json', input: advertisementsSchema }, async ({ showLocations }, { req }) => {
  const { city } = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  return { advertisementInfo: await getSlotAds(showLocations, city.cityCode) };
});
