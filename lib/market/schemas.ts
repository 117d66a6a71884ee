import { z } from 'zod';
import { MARKET_TRADES, PROJECT_KINDS } from './options';

// The market page's URL state (/analytics.html?trade=&kind=&year=): a value outside the lists is
// ignored (the page shows everything for that filter) rather than refused, as the list pages do.

const kindCodes = PROJECT_KINDS.map((k) => k.code) as [string, ...string[]];

const one = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const marketFilterSchema = z.object({
  trade: z.preprocess(one, z.enum(MARKET_TRADES).optional().catch(undefined)),
  kind: z.preprocess(one, z.enum(kindCodes).optional().catch(undefined)),
  year: z.preprocess(one, z.coerce.number().int().min(2000).max(2100).optional().catch(undefined)),
});

export type MarketFilter = z.infer<typeof marketFilterSchema>;
