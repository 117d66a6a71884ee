import { dictQuerySchema } from '@/lib/dictionaries/schemas';
import { getDictionary } from '@/lib/server/dictionaries/service';
import { cacheableEnvelope } from '@/lib/server/http/cacheable';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: dictQuerySchema }, async ({ baseCode }) =>
  cacheableEnvelope(await getDictionary(baseCode)),
);
