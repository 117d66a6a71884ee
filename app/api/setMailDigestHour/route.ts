import { setMailDigestHourRoute } from '@/lib/server/mail/routes';

export const POST = setMailDigestHourRoute;
