import { CITY_COOKIE } from '@/lib/city/rules';
import { baseInfoCall } from '@/lib/city/contracts';
import { cityOfRequest } from '@/lib/server/city/current';
import { apiRoute } from '@/lib/server/http/route';
import { getSiteSettings } from '@/lib/server/site';

// 000 §7 baseInfo (GET): the site's base information for the chrome: its contact and registration
// details (000 §2, §9) and the city the request is on.
export const GET = apiRoute(baseInfoCall, async (_input, { req }) => {
  const { hotline, hotlineHours, supportEmail, reportEmail, icpNumber, policeRecordNumber } = getSiteSettings();
  const { city, onSubSite } = await cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value);
  return {
    hotline,
    hotlineHours,
    supportEmail,
    reportEmail,
    icpNumber,
    policeRecordNumber: policeRecordNumber ?? null,
    city: { cityCode: city.cityCode, cityName: city.cityName, provinceName: city.provinceName, site: city.site, onSubSite },
  };
});
