import { priceListCall } from '@/lib/products/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { PRICE_RANGES } from '@/lib/solutions/options';

// 001 §7 priceList: the preset price ranges of the filter, in 万 (data.list of priceName, priceStart, priceEnd).
export const POST = apiRoute(priceListCall, async () => ({ list: [...PRICE_RANGES] }));
