import { inboxListRoute } from '@/lib/server/inbox/routes';

// The inbox's list (站内信, 001 §2 Header navigation): the caller's messages of one kind, a page at a time.
export const GET = inboxListRoute;
