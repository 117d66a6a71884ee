import { searchByTypeSchema } from '@/lib/search/schemas';
import { apiRoute } from '@/lib/server/http/route';
import { searchByType } from '@/lib/server/search/search-by-type';

export const POST = apiRoute({ source: 'json', input: searchByTypeSchema }, (input) => searchByType(input));
