import { recommendDemandSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { recommendedDemands, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getRecommendDemandList (POST): recommended open outsourcing demands of a channel.
export const POST = legacyRoute({ source: 'json', input: recommendDemandSchema }, async (input, { req }) => recommendedDemands(input, await viewerOf(req)));
