import { getGovIntentionListCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { govOpportunities, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getGovIntentionList (POST): government purchase intentions (bid_opportunity type 1).
export const POST = apiRoute(getGovIntentionListCall, async (input, { req }) => govOpportunities(1, input, await viewerOf(req)));
