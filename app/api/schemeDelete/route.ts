import { schemeDeleteCall } from '@/lib/files/contracts';
import { FILE_CALL_SUCCESS } from '@/lib/files/rules';
import { deleteOwnUpload } from '@/lib/server/files/uploads';
import { assertSameSiteSource } from '@/lib/server/http/csrf';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// A GET that deletes (001 §7 names it so): refused from other sites like any state-changing call.
// Success is code 200 成功删除！ (001 §7).
export const GET = apiRoute(schemeDeleteCall, async ({ fileName }, { req }) => {
  assertSameSiteSource(req);
  const session = await requireUser(req);
  await deleteOwnUpload(session.userId, fileName);
  return answerWith(schemeDeleteCall, null, { msg: '成功删除！', code: FILE_CALL_SUCCESS });
});
