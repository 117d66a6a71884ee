import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { searchInfoSchema } from '@/lib/search/schemas';
import { trackBatchSchema } from './schemas';

// The analytics calls: the tracking endpoint (001 §7) and the hot searches it feeds (000 §2, §7).

export const trackCall = contract(catalogue.track, {
  summary: "Stores a page's batch of events, none for a browser that asks not to be tracked (001 §7 analytics).",
  input: trackBatchSchema,
  output: z.object({ stored: z.number().int() }),
});

export const searchInfoCall = contract(catalogue.searchInfo, {
  summary: "The site's hot searches for the search box and the opportunity tab (000 §7 searchInfo, 000 §2).",
  input: searchInfoSchema,
  output: z.object({ hotSearchList: z.array(z.string()), opportunityHotList: z.array(z.string()) }),
});
