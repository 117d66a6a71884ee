import 'server-only';
import { consultTicketCreateCall, getBuInfosByBuNameCall, getServiceListCall } from '@/lib/consult/contracts';
import { clientAddress } from '@/lib/server/http/client-address';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { getUser } from '@/lib/server/accounts';
import { issueSession } from '@/lib/server/session/issue';
import { createTicket, serviceList, suggestCompanies } from './service';

// The consult dialog's calls (002 §7).

export const serviceListRoute = apiRoute(getServiceListCall, async ({ serviceType }) => serviceList(serviceType));

export const companySuggestRoute = apiRoute(getBuInfosByBuNameCall, async ({ buName }) => ({ list: await suggestCompanies(buName) }));

/** consultTicketCreate: the ticket; a visitor whose phone checked out is logged in with the answer. */
export const consultTicketRoute = apiRoute(consultTicketCreateCall, async (input, { req }) => {
  const session = await pageSessionOf(req);
  const { ticketNo, userId } = await createTicket(input, { userId: session?.userId ?? null, client: clientAddress(req.headers) });
  const loggedIn = session?.userId !== userId;
  const res = answerWith(consultTicketCreateCall, { ticketNo, loggedIn }, { msg: '提交成功' });
  if (loggedIn) {
    const user = await getUser(userId);
    if (user) await issueSession(req, res, user.id, user.currentBuId);
  }
  return res;
}, { bareMessages: true });
