import 'server-only';
import { inboxListSchema, readMessageSchema } from '@/lib/inbox/schemas';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { listMessages, markRead } from './service';

/** getInboxList?kind=&page=: the caller's messages of a kind. */
export const inboxListRoute = apiRoute({ source: 'query', input: inboxListSchema }, async (input, { req }) => {
  const session = await requireUser(req);
  return listMessages(session.userId, input);
});

/** readInboxMessage {id}: marks one of the caller's messages read. */
export const readMessageRoute = apiRoute({ source: 'json', input: readMessageSchema }, async ({ id }, { req }) => {
  const session = await requireUser(req);
  await markRead(session.userId, id);
  return { id };
});
