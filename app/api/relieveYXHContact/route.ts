import { ErrorCode } from '@/lib/api/envelope';
import { relieveYXHContactCall } from '@/lib/contact/contracts';
import { releaseContactNumber } from '@/lib/server/contact/contact-number';
import { assertSameSiteSource } from '@/lib/server/http/csrf';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// relieveYXHContact (001 §7): the phone pop-up closed, its number is released. A GET as the spec has
// it, so another site's page may not send the browser here (assertSameSiteSource). Releasing a number
// the buyer does not hold changes nothing and answers the same.
export const GET = apiRoute(relieveYXHContactCall, async ({ jfid, mobile }, { req }) => {
  assertSameSiteSource(req);
  const session = await requireUser(req);
  if (jfid !== session.userId) throw new ApiError(403, ErrorCode.forbidden, '无权以其他用户身份操作');
  await releaseContactNumber(session.userId, mobile);
  return null;
});
