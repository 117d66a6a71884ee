import { readMessageRoute } from '@/lib/server/inbox/routes';

// Marks one of the caller's inbox messages read (the unread badge counts down).
export const POST = readMessageRoute;
