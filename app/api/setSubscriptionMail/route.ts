import { setSubscriptionMailRoute } from '@/lib/server/mail/routes';

export const POST = setSubscriptionMailRoute;
