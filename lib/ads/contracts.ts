import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { advertisementsSchema } from './schemas';
import { slotAdsSchema } from './types';

// The ad slots' call (001 §7, §2 Ad slots).

export const advertisementsCall = contract(catalogue.advertisements, {
  summary: "The items of each asked ad slot for the visitor's city, keyed by slot code (001 §7 advertisements).",
  input: advertisementsSchema,
  output: z.object({ advertisementInfo: slotAdsSchema }),
});
