import { opportunityCodeSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { govOpportunity, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getNewGovInfo (GET): one government procurement notice by its code.
export const GET = legacyRoute({ source: 'query', input: opportunityCodeSchema }, async ({ code }, { req }) => govOpportunity(2, code, await viewerOf(req)));
