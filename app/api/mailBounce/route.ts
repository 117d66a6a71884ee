import { mailBounceRoute } from '@/lib/server/mail/routes';

export const POST = mailBounceRoute;
