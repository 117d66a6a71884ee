import { getNewGovListCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { govOpportunities, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getNewGovList (POST): government procurement notices (bid_opportunity type 2).
export const POST = apiRoute(getNewGovListCall, async (input, { req }) => govOpportunities(2, input, await viewerOf(req)));
