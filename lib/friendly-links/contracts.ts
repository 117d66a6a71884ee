import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { deleteFriendlyLinkSchema, orderFriendlyLinksSchema, saveFriendlyLinkSchema } from './schemas';

// The console's calls on friendly links (docs/features.md, Operator console: friendly links); editors
// only, not in the partners' document.

export const saveFriendlyLinkCall = contract(catalogue.saveFriendlyLink, {
  summary: "Adds a friendly link at the end of a site's list ('' for every site), or changes one; http(s) addresses only.",
  input: saveFriendlyLinkSchema,
  output: z.object({ id: z.number().int() }),
});

export const orderFriendlyLinksCall = contract(catalogue.orderFriendlyLinks, {
  summary: "Puts a site's friendly links in the given order; the ids must be exactly the site's links.",
  input: orderFriendlyLinksSchema,
  output: z.null(),
});

export const deleteFriendlyLinkCall = contract(catalogue.deleteFriendlyLink, {
  summary: 'Deletes a friendly link.',
  input: deleteFriendlyLinkSchema,
  output: z.null(),
});
