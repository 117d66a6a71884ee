import { getRegionInfoCall } from '@/lib/city/contracts';
import { regionInfo } from '@/lib/server/city/regions';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7 getRegionInfo (POST): one GB/T 2260 region with its parents and children.
export const POST = apiRoute(getRegionInfoCall, ({ regionCode }) => regionInfo(regionCode));
