import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { adminExpertSchema, saveExpertSchema, setExpertImmediateSchema } from './admin';

// The console's calls on expert profiles (docs/features.md, Operator console); never in the partners'
// document (lib/server/openapi/contracts.ts lists them among the console's).

export const saveExpertCall = contract(catalogue.saveExpert, {
  summary: "Creates an expert of the consult dialog for a phone's account, or edits one: the dialog's fields, immediate consult and order.",
  input: saveExpertSchema,
  output: adminExpertSchema,
});

export const setExpertImmediateCall = contract(catalogue.setExpertImmediate, {
  summary: 'Lets an expert take immediate consultations from the consult dialog, or stops it.',
  input: setExpertImmediateSchema,
  output: z.object({ immediate: z.boolean() }),
});
