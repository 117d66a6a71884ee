import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { orderHomePicksSchema, pinHomeItemSchema, unpinHomeItemSchema } from './picks';

// The console's calls on the home page's recommendations (docs/features.md, Operator console: home
// recommendations); editors only, not in the partners' document.

export const pinHomeItemCall = contract(catalogue.pinHomeItem, {
  summary: "Pins a solution, supplier or case (its id or its page's address) at the end of a city's home block.",
  input: pinHomeItemSchema,
  output: z.object({ id: z.number().int() }),
});

export const orderHomePicksCall = contract(catalogue.orderHomePicks, {
  summary: "Puts a city's pinned items of one home block in a new order.",
  input: orderHomePicksSchema,
  output: z.null(),
});

export const unpinHomeItemCall = contract(catalogue.unpinHomeItem, {
  summary: "Takes a pinned item off a city's home block; the automatic choice fills its place.",
  input: unpinHomeItemSchema,
  output: z.null(),
});
