import { healthQuerySchema } from '@/lib/health/schemas';
import { liveness } from '@/lib/server/health/service';
import { legacyRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';
export const GET = legacyRoute({ source: 'query', input: healthQuerySchema }, async () => liveness());
