import { allCityQuerySchema } from '@/lib/dictionaries/schemas';
import { getAllCities } from '@/lib/server/dictionaries/service';
import { cacheableEnvelope } from '@/lib/server/http/cacheable';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: allCityQuerySchema }, async () => cacheableEnvelope(await getAllCities()));
