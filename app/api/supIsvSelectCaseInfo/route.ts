import { supIsvSelectCaseInfoCall } from '@/lib/schemes/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { submitScheme } from '@/lib/server/schemes/service';
import { requireUser } from '@/lib/server/session/auth';

// 001 §7 supIsvSelectCaseInfo: the preferred-scheme form, once per page token (a stale page is refused).
export const POST = apiRoute(supIsvSelectCaseInfoCall, async (input, { req }) => {
  const session = await requireUser(req);
  return submitScheme(session, input);
}, { bareMessages: true });
