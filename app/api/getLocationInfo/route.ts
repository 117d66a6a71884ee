import { getLocationInfoCall } from '@/lib/city/contracts';
import { locationOf } from '@/lib/server/city/location';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getLocationInfo: the portal city of the visitor's address, else the default city.
export const GET = apiRoute(getLocationInfoCall, (_input, { req }) => locationOf(clientAddress(req.headers)));
