import { readRoute } from '@/lib/server/opportunities/subscription-routes';

// 000 §7 / 001 §7: a channel's saved subscription, to pre-fill the dialog.
export const POST = readRoute;
