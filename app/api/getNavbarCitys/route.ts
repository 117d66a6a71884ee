import { navbarCitysQuerySchema } from '@/lib/city/schemas';
import { navbarCities } from '@/lib/server/city/apps';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: navbarCitysQuerySchema }, ({ cityCode }) => navbarCities(cityCode));
