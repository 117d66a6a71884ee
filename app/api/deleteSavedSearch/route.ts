import { deleteSavedSearchRoute } from '@/lib/server/saved-searches/routes';

// The user centre's 我的订阅搜索: delete one of the caller's saved searches and its feed.
export const POST = deleteSavedSearchRoute;
