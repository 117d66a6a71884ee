import { searchInfoSchema } from '@/lib/cases/schemas';
import { getSearchInfo } from '@/lib/server/cases/search-info';
import { legacyRoute } from '@/lib/server/http/route';

// 000 §7: the case library's industry filter options (parent industries, cities with cases by letter).
export const GET = legacyRoute({ source: 'query', input: searchInfoSchema }, () => getSearchInfo());
