import { hrohallshowListCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { manpowerHall, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 hrohallshowList (POST): the manpower outsourcing hall's demands.
export const POST = apiRoute(hrohallshowListCall, async (input, { req }) => manpowerHall(input, await viewerOf(req)));
