import { healthQuerySchema } from '@/lib/health/schemas';
import { liveness } from '@/lib/server/health/service';
import { plainRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';
export const GET = plainRoute({ source: 'query', input: healthQuerySchema }, async () => liveness());
