import { setSmsPushRoute } from '@/lib/server/sms-push/routes';

export const POST = setSmsPushRoute;
