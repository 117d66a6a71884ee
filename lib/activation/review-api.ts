import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { activationProofCall, decideActivationCall } from './review-contracts';

// The console's client calls on activations (docs/features.md, Operator console). A refusal rejects with
// the server's Chinese message (another reviewer's claim, an application decided meanwhile).

export const decideActivation = (input: InputOf<typeof decideActivationCall>) => dataOf(request(decideActivationCall, input, { noJump: true }));

/** Where the reviewer's browser reads an application's proof (a console call; never the file link). */
export const activationProofHref = (id: number) => `${activationProofCall.call.path}?id=${id}`;
