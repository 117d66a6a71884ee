import { searchSuggestCall } from '@/lib/search/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { suggestSearch } from '@/lib/server/search';

// The header box's suggestions as one types (docs/search.md "Forgiving search").
export const GET = apiRoute(searchSuggestCall, ({ keyword }) => suggestSearch(keyword));
