import { setSavedSearchMailRoute } from '@/lib/server/mail/routes';

export const POST = setSavedSearchMailRoute;
