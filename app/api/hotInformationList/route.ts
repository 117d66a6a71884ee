import { legacyRoute } from '@/lib/server/http/route';
import { hotArticles } from '@/lib/server/news/articles';
import { HOT_COUNT } from '@/lib/news/options';
import { topListSchema } from '@/lib/news/schemas';

// 002 §7 Articles, hot list: the most read articles (typeId 9, pageSize 10).
export const POST = legacyRoute({ source: 'json', input: topListSchema(HOT_COUNT) }, (input) => hotArticles(input.pageSize));
