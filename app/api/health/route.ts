import { healthQuerySchema } from '@/lib/health/schemas';
import { liveness } from '@/lib/server/health/service';
import { apiRoute } from '@/lib/server/http/route';

export const dynamic = 'force-dynamic';
export const GET = apiRoute({ source: 'query', input: healthQuerySchema }, async () => liveness());
