import { allEntCitySchema } from '@/lib/city/schemas';
import { enterpriseCitiesOf } from '@/lib/server/city/regions';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7 getAllentCity (multipart): the cities that have suppliers, most first.
export const POST = legacyRoute({ source: 'multipart', input: allEntCitySchema }, ({ provinceCode }) => enterpriseCitiesOf(provinceCode));
