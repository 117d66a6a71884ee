import { optionsRoute } from '@/lib/server/opportunities/subscription-routes';

// 001 §7 option loads: cities (hot and by letter) and the channel's own lists.
export const GET = optionsRoute;
