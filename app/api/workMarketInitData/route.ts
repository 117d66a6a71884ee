import { workMarketInitDataCall } from '@/lib/opportunities/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { workMarketInitData } from '@/lib/server/opportunities/market';

// 000 §7 workMarketInitData (POST): the demand hall's tabs, categories and filter options.
export const POST = apiRoute(workMarketInitDataCall, async () => workMarketInitData());
