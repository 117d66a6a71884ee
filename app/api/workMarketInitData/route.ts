import { workMarketSchema } from '@/lib/opportunities/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { workMarketInitData } from '@/lib/server/opportunities/market';

// 000 §7 workMarketInitData (POST): the demand hall's tabs, categories and filter options.
export const POST = legacyRoute({ source: 'json', input: workMarketSchema }, async () => workMarketInitData());
