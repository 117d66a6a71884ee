import { getNewGovInfoCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { govOpportunity, viewerOf } from '@/lib/server/opportunities/market';

// 000 §7 getNewGovInfo (GET): one government procurement notice by its code.
export const GET = apiRoute(getNewGovInfoCall, async ({ code }, { req }) => govOpportunity(2, code, await viewerOf(req)));
