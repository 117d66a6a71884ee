import { informationListCall } from '@/lib/news/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { listArticles } from '@/lib/server/news/articles';

// 002 §7 Articles, information list: one page of articles newest first (data.list, data.total).
export const POST = apiRoute(informationListCall, (input) => listArticles(input));
