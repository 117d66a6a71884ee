import 'server-only';
import { inboxListSchema, readMessageSchema } from '@/lib/inbox/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { readAllSchema } from '@/lib/user-center/schemas';
import { deleteMessage, listMessages, markAllRead, markRead } from './service';

/** getInboxList?kind=&page=: the caller's messages of a kind. */
export const inboxListRoute = legacyRoute({ source: 'query', input: inboxListSchema }, async (input, { req }) => {
  const session = await requireUser(req);
  return listMessages(session.userId, input);
});

/** readInboxMessage {id}: marks one of the caller's messages read. */
export const readMessageRoute = legacyRoute({ source: 'json', input: readMessageSchema }, async ({ id }, { req }) => {
  const session = await requireUser(req);
  await markRead(session.userId, id);
  return { id };
});

/** readAllInboxMessages {kind?}: marks the caller's unread messages read. */
export const readAllRoute = legacyRoute({ source: 'json', input: readAllSchema }, async ({ kind }, { req }) => {
  const session = await requireUser(req);
  return { read: await markAllRead(session.userId, kind) };
});

/** deleteInboxMessage {id}: deletes one of the caller's messages. */
export const deleteMessageRoute = legacyRoute({ source: 'json', input: readMessageSchema }, async ({ id }, { req }) => {
  const session = await requireUser(req);
  await deleteMessage(session.userId, id);
  return { id };
});
