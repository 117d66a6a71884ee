import { setFeedTokenRoute } from '@/lib/server/saved-searches/routes';

// The user centre's 我的订阅搜索: revoke or regenerate a private feed's address.
export const POST = setFeedTokenRoute;
