import { hroHallSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { manpowerHall, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 hrohallshowList (POST): the manpower outsourcing hall's demands.
export const POST = legacyRoute({ source: 'json', input: hroHallSchema }, async (input, { req }) => manpowerHall(input, await viewerOf(req)));
