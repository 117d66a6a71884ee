import { legacyRoute } from '@/lib/server/http/route';
import { listArticles } from '@/lib/server/news/articles';
import { informationListSchema } from '@/lib/news/schemas';

// 002 §7 Articles, information list: one page of articles newest first (data.list, data.total).
export const POST = legacyRoute({ source: 'json', input: informationListSchema }, (input) => listArticles(input));
