import { searchByTypeSchema } from '@/lib/search/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { searchByType } from '@/lib/server/search/search-by-type';

export const POST = legacyRoute({ source: 'json', input: searchByTypeSchema }, (input) => searchByType(input));
