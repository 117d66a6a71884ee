import { getGovIntentionInfoCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { govOpportunity, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getGovIntentionInfo (GET): one government purchase intention by its code.
export const GET = apiRoute(getGovIntentionInfoCall, async ({ code }, { req }) => govOpportunity(1, code, await viewerOf(req)));
