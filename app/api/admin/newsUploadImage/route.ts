import type { NextRequest } from 'next/server';
import { newsUploadImageCall } from '@/lib/news/admin-contracts';
import { receiveUpload } from '@/lib/server/files/upload-route';
import { errorResponse, streamRoute } from '@/lib/server/http/route';
import { requireOperator } from '@/lib/server/operators/gate';

// A picture for an article's cover or body (docs/features.md, Operator console "News"), through the one file
// storage and its checks by content. The door first, as for every console call (lib/server/operators/route.ts);
// the picture stays the editor's until an article that shows it is saved (lib/server/files/claims.ts).
const upload = streamRoute(newsUploadImageCall, async ({ req }) => (await receiveUpload(req, () => 'image')).data);

export async function POST(req: NextRequest) {
  try {
    await requireOperator(req, newsUploadImageCall.call.role);
  } catch (err) {
    return errorResponse(err, req);
  }
  return upload(req);
}
