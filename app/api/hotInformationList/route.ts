import { hotInformationListCall } from '@/lib/news/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { hotArticles } from '@/lib/server/news/articles';

// 002 §7 Articles, hot list: the most read articles (typeId 9, pageSize 10).
export const POST = apiRoute(hotInformationListCall, ({ pageSize }) => hotArticles(pageSize));
