import { getNavbarCitysCall } from '@/lib/city/contracts';
import { navbarCities } from '@/lib/server/city/apps';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getNavbarCitys: one city's apps (001 §2 reads data[0].appList), or the hot cities' without a code.
export const GET = apiRoute(getNavbarCitysCall, ({ cityCode }) => navbarCities(cityCode));
