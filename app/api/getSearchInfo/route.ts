import { getSearchInfoCall } from '@/lib/cases/contracts';
import { getSearchInfo } from '@/lib/server/cases/search-info';
import { apiRoute } from '@/lib/server/http/route';

// 000 §7: the case library's industry filter options (parent industries, cities with cases by letter).
export const GET = apiRoute(getSearchInfoCall, () => getSearchInfo());
