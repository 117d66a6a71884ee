import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { deleteSavedSearchSchema, feedTokenSchema, renameSavedSearchSchema, saveSearchSchema } from './schemas';
import { feedLinksSchema } from './types';

// The saved-search calls (docs/features.md, Saved searches and feeds). Each needs a login; a user reaches only their own.

export const saveSearchCall = contract(catalogue.saveSearch, {
  summary: "Saves a list page's keyword and filters (its own query string, read by the page's parser) as one of the caller's saved searches, with a default name; at most 20 a user.",
  input: saveSearchSchema,
  output: z.object({ id: z.number().int(), name: z.string() }),
});

export const renameSavedSearchCall = contract(catalogue.renameSavedSearch, {
  summary: "Renames one of the caller's saved searches (the name is the pushed message's reason).",
  input: renameSavedSearchSchema,
  output: z.object({ id: z.number().int(), name: z.string() }),
});

export const deleteSavedSearchCall = contract(catalogue.deleteSavedSearch, {
  summary: "Deletes one of the caller's saved searches and its feed.",
  input: deleteSavedSearchSchema,
  output: z.object({ id: z.number().int() }),
});

export const setFeedTokenCall = contract(catalogue.setFeedToken, {
  summary: "Revokes the private feed address of one of the caller's saved searches or subscriptions (it stops answering at once), or gives it a new one.",
  input: feedTokenSchema,
  output: z.object({ feed: feedLinksSchema }),
});
