import { activationProofCall } from '@/lib/activation/review-contracts';
import { activationProof } from '@/lib/server/activation/service';
import { fileResponse } from '@/lib/server/files/serve';
import { notFound } from '@/lib/server/http/errors';
import { adminFileRoute } from '@/lib/server/operators/route';

// An activation's proof for its reviewer (docs/features.md, Operator console): private to the applicant
// and the unit's members on the portal (docs/file-storage.md), so only this console call serves it to
// an operator. Pictures and PDFs show in the browser; other files are a download.
export const GET = adminFileRoute(activationProofCall, async ({ id }) => {
  const proof = await activationProof(id);
  if (!proof) throw notFound('证明材料不存在');
  const inline = proof.contentType.startsWith('image/') || proof.contentType === 'application/pdf';
  return fileResponse(proof, { inline, isPrivate: true });
});
