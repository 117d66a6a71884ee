import { recommandListCall } from '@/lib/news/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { listColumns } from '@/lib/server/news/articles';

// 002 §7 Articles, recommended columns (typeId 9, pageSize 5).
export const POST = apiRoute(recommandListCall, ({ pageSize }) => listColumns(pageSize));
