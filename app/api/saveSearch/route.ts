import { saveSearchRoute } from '@/lib/server/saved-searches/routes';

// 订阅此搜索 on a list page (docs/features.md, Saved searches and feeds).
export const POST = saveSearchRoute;
