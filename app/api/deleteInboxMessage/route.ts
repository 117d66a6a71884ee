import { deleteMessageRoute } from '@/lib/server/inbox/routes';

export const POST = deleteMessageRoute;
