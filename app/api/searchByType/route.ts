import { searchByTypeCall } from '@/lib/search/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { searchByType } from '@/lib/server/search/search-by-type';

// 000 §7 searchByType: one page of winning bids (type 3) or suppliers (type 1).
export const POST = apiRoute(searchByTypeCall, (input) => searchByType(input));
