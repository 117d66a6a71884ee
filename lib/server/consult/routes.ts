import 'server-only';
import { NextResponse } from 'next/server';
import { companySuggestSchema, consultTicketSchema, serviceListSchema, type ConsultTicketAnswer } from '@/lib/consult/schemas';
import { clientAddress } from '@/lib/server/http/client-address';
import { legacyRoute, envelope } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { getUser } from '@/lib/server/accounts';
import { issueSession } from '@/lib/server/session/issue';
import { createTicket, serviceList, suggestCompanies } from './service';

// The consult dialog's calls (002 §7).

export const serviceListRoute = legacyRoute({ source: 'json', input: serviceListSchema }, async ({ serviceType }) => serviceList(serviceType));

export const companySuggestRoute = legacyRoute({ source: 'json', input: companySuggestSchema }, async ({ buName }) => ({ list: await suggestCompanies(buName) }));

/** consultTicketCreate: the ticket; a visitor whose phone checked out is logged in with the answer. */
export const consultTicketRoute = legacyRoute({ source: 'json', input: consultTicketSchema, bareMessages: true }, async (input, { req }) => {
  const session = await pageSessionOf(req);
  const { ticketNo, userId } = await createTicket(input, { userId: session?.userId ?? null, client: clientAddress(req.headers) });
  const loggedIn = session?.userId !== userId;
  const answer: ConsultTicketAnswer = { ticketNo, loggedIn };
  const res = NextResponse.json(envelope(answer, '提交成功'));
  if (loggedIn) {
    const user = await getUser(userId);
    if (user) await issueSession(req, res, user.id, user.currentBuId);
  }
  return res;
});
