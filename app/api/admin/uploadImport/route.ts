import type { NextRequest } from 'next/server';
import { uploadImportCall } from '@/lib/imports/console-contracts';
import { receiveImport } from '@/lib/server/imports/console';
import { errorResponse, streamRoute } from '@/lib/server/http/route';
import { requireOperator } from '@/lib/server/operators/gate';

// An editor uploads a file to import (docs/imports.md, The console): streamed to disk, its job queued,
// the job's id answered at once. The door first, as for every console call: anyone else gets the 404 of
// an unknown call before the body is read.
export async function POST(req: NextRequest) {
  let operator;
  try {
    operator = await requireOperator(req, uploadImportCall.call.role);
  } catch (err) {
    return errorResponse(err, req);
  }
  const who = operator;
  return streamRoute(uploadImportCall, ({ req: r }) => receiveImport(r, who))(req);
}
