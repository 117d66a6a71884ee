import { legacyRoute } from '@/lib/server/http/route';
import { listColumns } from '@/lib/server/news/articles';
import { RECOMMENDED_COUNT } from '@/lib/news/options';
import { topListSchema } from '@/lib/news/schemas';

// 002 §7 Articles, recommended columns (typeId 9, pageSize 5).
export const POST = legacyRoute({ source: 'json', input: topListSchema(RECOMMENDED_COUNT) }, (input) => listColumns(input.pageSize));
