import { ownerCheckRoute } from '@/lib/server/opportunities/subscription-routes';

// 001 §4: the owner check before the subscription dialog opens (jfId, buId -> boolean).
export const GET = ownerCheckRoute;
