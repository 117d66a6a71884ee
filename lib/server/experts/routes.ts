import 'server-only';
import { expertConsultSubmitCall, getExpertInfoByJfIdCall } from '@/lib/experts/contracts';
import { getUser } from '@/lib/server/accounts';
import { clientAddress } from '@/lib/server/http/client-address';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { issueSession } from '@/lib/server/session/issue';
import { consultExpert, expertInfo } from './service';

/** getExpertInfoByJfId (001 §7): the expert card of the dialog. */
export const expertInfoRoute = apiRoute(getExpertInfoByJfIdCall, async ({ jfId }) => expertInfo(jfId));

/** expertConsultSubmit: the consultation; a visitor whose phone checked out is logged in with the answer. */
export const expertConsultRoute = apiRoute(expertConsultSubmitCall, async (input, { req }) => {
  const session = await pageSessionOf(req);
  const { askerUserId, visitor } = await consultExpert(input, session?.userId ?? null, clientAddress(req.headers));
  const res = answerWith(expertConsultSubmitCall, { loggedIn: visitor }, { msg: '咨询已提交' });
  if (visitor) {
    const user = await getUser(askerUserId);
    if (user) await issueSession(req, res, user.id, user.currentBuId);
  }
  return res;
}, { bareMessages: true });
