import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { recordId } from '@/lib/api/record-id';
import { reviewDecisionInput } from '@/lib/operators/contracts';

// The console's calls on purchasing-unit activations (docs/features.md, Operator console); never in the
// partners' document (lib/server/openapi/contracts.ts lists them among the console's).

export const decideActivationCall = contract(catalogue.decideActivation, {
  summary: 'Approves a pending activation (the unit is activated, the applicant holds its identity), or rejects it with a reason; the deciding reviewer must hold its claim.',
  input: reviewDecisionInput('申请编号'),
  output: z.object({ status: z.enum(['approved', 'rejected']) }),
});

export const activationProofCall = contract(catalogue.activationProof, {
  summary: "An activation's proof attachment for its reviewer: pictures and PDFs inline, other files as a download.",
  input: z.object({ id: recordId('申请编号') }),
  // A file, not an envelope: the body as it comes.
  output: z.file(),
});
