import { allEntCitySchema } from '@/lib/city/schemas';
import { enterpriseCitiesOf } from '@/lib/server/city/regions';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getAllentCity (multipart): the cities that have suppliers, most first.
export const POST = apiRoute({ source: 'multipart', input: allEntCitySchema }, ({ provinceCode }) => enterpriseCitiesOf(provinceCode));
