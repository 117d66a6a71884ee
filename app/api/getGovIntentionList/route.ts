import { govListSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { govOpportunities, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getGovIntentionList (POST): government purchase intentions (bid_opportunity type 1).
export const POST = legacyRoute({ source: 'json', input: govListSchema }, async (input, { req }) => govOpportunities(1, input, await viewerOf(req)));
