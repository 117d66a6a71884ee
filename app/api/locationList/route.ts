import { locationListCall } from '@/lib/city/contracts';
import { locationList } from '@/lib/server/city/location';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 locationList: the regions under parentCode, the provinces without one.
export const GET = apiRoute(locationListCall, ({ parentCode }) => locationList(parentCode));
