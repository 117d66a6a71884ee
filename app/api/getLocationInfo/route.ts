import { locationInfoQuerySchema } from '@/lib/city/schemas';
import { locationOf } from '@/lib/server/city/location';
import { clientAddress } from '@/lib/server/http/client-address';
import { legacyRoute } from '@/lib/server/http/route';

export const GET = legacyRoute({ source: 'query', input: locationInfoQuerySchema }, (_input, { req }) => locationOf(clientAddress(req.headers)));
