import { findAllCountySchema } from '@/lib/city/schemas';
import { countiesOf } from '@/lib/server/city/regions';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7 findAllCounty (multipart): the districts and counties of a city.
export const POST = legacyRoute({ source: 'multipart', input: findAllCountySchema }, ({ cityCode }) => countiesOf(cityCode));
