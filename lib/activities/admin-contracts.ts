import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { deleteActivitySchema, exportSignUpsSchema, saveActivitySchema, setActivitySignUpSchema } from './admin-schemas';

// The console's activity calls (docs/features.md, Operator console): editors only, never published.

export const saveActivityCall = contract(catalogue.saveActivity, {
  summary: 'Creates an activity, or changes the one named, with every field its public pages show and its cover picture.',
  input: saveActivitySchema,
  output: z.object({ id: z.number().int() }),
});

export const setActivitySignUpCall = contract(catalogue.setActivitySignUp, {
  summary: "Stops an activity's sign-ups (the public page then refuses new ones) or opens them again.",
  input: setActivitySignUpSchema,
  output: z.object({ open: z.boolean() }),
});

export const deleteActivityCall = contract(catalogue.deleteActivity, {
  summary: 'Deletes an activity with its sign-ups.',
  input: deleteActivitySchema,
  output: z.object({ id: z.number().int() }),
});

export const exportActivitySignUpsCall = contract(catalogue.exportActivitySignUps, {
  summary: "An activity's sign-ups as a CSV (UTF-8 with a byte-order mark) or Excel file; every export is in the audit trail.",
  input: exportSignUpsSchema,
  // A file, not an envelope: the body as it comes.
  output: z.file(),
});
