import type { NextRequest } from 'next/server';
import { uploadAdImageCall } from '@/lib/ads/admin-contracts';
import { receiveUpload } from '@/lib/server/files/upload-route';
import { errorResponse, streamRoute } from '@/lib/server/http/route';
import { requireOperator } from '@/lib/server/operators/gate';

// An editor uploads an ad creative's picture (docs/features.md, Operator console: ads), kept as every
// upload is (lib/server/files) and taken by the creative when it is saved. The door first, as for every
// console call: anyone else gets the 404 of an unknown call before the body is read.
const upload = streamRoute(uploadAdImageCall, async ({ req }) => (await receiveUpload(req, (srctype) => (srctype === 'image' ? 'image' : null))).data);

export async function POST(req: NextRequest) {
  try {
    await requireOperator(req, uploadAdImageCall.call.role);
  } catch (err) {
    return errorResponse(err, req);
  }
  return upload(req);
}
