import { readAllRoute } from '@/lib/server/inbox/routes';

export const POST = readAllRoute;
