import { requestDataSchema } from '@/lib/publish/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { ownDemandPage } from '@/lib/server/publish/service';
import { requireUser } from '@/lib/server/session/auth';

// 000 §7 getRequestData (POST): the caller's own published requirements, newest first.
export const POST = legacyRoute({ source: 'json', input: requestDataSchema }, async ({ pageStart, pageSize }, { req }) => {
  const session = await requireUser(req);
  return ownDemandPage(session.userId, pageStart, pageSize);
});
