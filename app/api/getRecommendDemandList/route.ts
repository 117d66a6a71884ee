import { getRecommendDemandListCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { recommendedDemands, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getRecommendDemandList (POST): recommended open outsourcing demands of a channel.
export const POST = apiRoute(getRecommendDemandListCall, async (input, { req }) => recommendedDemands(input, await viewerOf(req)));
