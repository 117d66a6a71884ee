import { ErrorCode } from '@/lib/api/envelope';
import { checkYXHContactCall } from '@/lib/contact/contracts';
import { contactNumberFor } from '@/lib/server/contact/contact-number';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// checkYXHContact (001 §7): a JSONP call in the original, a same-origin JSON GET with the same parameters
// here (callbackQuery is accepted and ignored). The buyer is the session's user; jfid must name them.
export const GET = apiRoute(checkYXHContactCall, async ({ jfid, idSecret }, { req }) => {
  const session = await requireUser(req);
  if (jfid !== session.userId) throw new ApiError(403, ErrorCode.forbidden, '无权以其他用户身份联系商家');
  return contactNumberFor(session.userId, idSecret);
});
