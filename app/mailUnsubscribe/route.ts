import { unsubscribeGet, unsubscribePost } from '@/lib/server/mail/link-routes';

// The signed unsubscribe link of opportunity mails (RFC 8058): GET asks, POST (one-click) unsubscribes.
export const GET = unsubscribeGet;
export const POST = unsubscribePost;
