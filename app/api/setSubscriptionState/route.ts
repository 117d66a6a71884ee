import { subscriptionStateRoute } from '@/lib/server/opportunities/subscription-routes';

export const POST = subscriptionStateRoute;
