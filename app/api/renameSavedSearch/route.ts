import { renameSavedSearchRoute } from '@/lib/server/saved-searches/routes';

// The user centre's 我的订阅搜索: rename one of the caller's saved searches.
export const POST = renameSavedSearchRoute;
