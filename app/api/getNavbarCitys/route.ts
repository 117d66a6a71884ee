import { navbarCitysQuerySchema } from '@/lib/city/schemas';
import { navbarCities } from '@/lib/server/city/apps';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: navbarCitysQuerySchema }, ({ cityCode }) => navbarCities(cityCode));
