import { subscriptionStateRoute } from '@/lib/server/opportunities/subscription-routes';

// The user centre's 我的订阅管理 (docs/features.md): pause, resume or cancel one channel of the caller's subscriptions.
export const POST = subscriptionStateRoute;
