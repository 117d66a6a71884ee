import { getAllentCityCall } from '@/lib/city/contracts';
import { enterpriseCitiesOf } from '@/lib/server/city/regions';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getAllentCity (multipart): the cities that have suppliers, most first.
export const POST = apiRoute(getAllentCityCall, ({ provinceCode }) => enterpriseCitiesOf(provinceCode));
