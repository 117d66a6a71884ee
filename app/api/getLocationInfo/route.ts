import { locationInfoQuerySchema } from '@/lib/city/schemas';
import { locationOf } from '@/lib/server/city/location';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';

export const GET = apiRoute({ source: 'query', input: locationInfoQuerySchema }, (_input, { req }) => locationOf(clientAddress(req.headers)));
