import { findAllCountyCall } from '@/lib/city/contracts';
import { countiesOf } from '@/lib/server/city/regions';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 findAllCounty (multipart): the districts and counties of a city.
export const POST = apiRoute(findAllCountyCall, ({ cityCode }) => countiesOf(cityCode));
