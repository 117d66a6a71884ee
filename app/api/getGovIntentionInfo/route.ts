import { opportunityCodeSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { govOpportunity, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getGovIntentionInfo (GET): one government purchase intention by its code.
export const GET = legacyRoute({ source: 'query', input: opportunityCodeSchema }, async ({ code }, { req }) => govOpportunity(1, code, await viewerOf(req)));
