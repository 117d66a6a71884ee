import { dictQuerySchema } from '@/lib/dictionaries/schemas';
import { getDictionary } from '@/lib/server/dictionaries/service';
import { cacheableEnvelope } from '@/lib/server/http/cacheable';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: dictQuerySchema }, async ({ baseCode }) =>
  cacheableEnvelope(await getDictionary(baseCode)),
);
