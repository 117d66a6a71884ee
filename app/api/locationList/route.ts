import { locationListQuerySchema } from '@/lib/city/schemas';
import { locationList } from '@/lib/server/city/location';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: locationListQuerySchema }, ({ parentCode }) => locationList(parentCode));
