import { allCityQuerySchema } from '@/lib/dictionaries/schemas';
import { getAllCities } from '@/lib/server/dictionaries/service';
import { cacheableEnvelope } from '@/lib/server/http/cacheable';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: allCityQuerySchema }, async () => cacheableEnvelope(await getAllCities()));
