import 'server-only';
import { NextResponse } from 'next/server';
import { expertConsultSchema, expertInfoSchema } from '@/lib/experts/schemas';
import { getUser } from '@/lib/server/accounts';
import { clientAddress } from '@/lib/server/http/client-address';
import { legacyRoute, envelope } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { issueSession } from '@/lib/server/session/issue';
import { consultExpert, expertInfo } from './service';

/** getExpertInfoByJfId (001 §7): the expert card of the dialog. */
export const expertInfoRoute = legacyRoute({ source: 'query', input: expertInfoSchema }, async ({ jfId }) => expertInfo(jfId));

/** expertConsultSubmit: the consultation; a visitor whose phone checked out is logged in with the answer. */
export const expertConsultRoute = legacyRoute({ source: 'json', input: expertConsultSchema, bareMessages: true }, async (input, { req }) => {
  const session = await pageSessionOf(req);
  const { askerUserId, visitor } = await consultExpert(input, session?.userId ?? null, clientAddress(req.headers));
  const res = NextResponse.json(envelope({ loggedIn: visitor }, '咨询已提交'));
  if (visitor) {
    const user = await getUser(askerUserId);
    if (user) await issueSession(req, res, user.id, user.currentBuId);
  }
  return res;
});
