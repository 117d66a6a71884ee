import { regionInfoSchema } from '@/lib/city/schemas';
import { regionInfo } from '@/lib/server/city/regions';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7 getRegionInfo (POST): one GB/T 2260 region with its parents and children.
export const POST = legacyRoute({ source: 'json', input: regionInfoSchema }, ({ regionCode }) => regionInfo(regionCode));
