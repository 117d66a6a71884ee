import { locationListQuerySchema } from '@/lib/city/schemas';
import { locationList } from '@/lib/server/city/location';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: locationListQuerySchema }, ({ parentCode }) => locationList(parentCode));
