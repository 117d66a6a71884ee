import { getRequestDataCall } from '@/lib/publish/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { ownDemandPage } from '@/lib/server/publish/service';
import { requireUser } from '@/lib/server/session/auth';

// 000 §7 getRequestData (POST): the caller's own published requirements, newest first.
export const POST = apiRoute(getRequestDataCall, async ({ pageStart, pageSize }, { req }) => {
  const session = await requireUser(req);
  return ownDemandPage(session.userId, pageStart, pageSize);
});
