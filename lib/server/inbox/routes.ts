import 'server-only';
import { deleteInboxMessageCall, getInboxListCall, readAllInboxMessagesCall, readInboxMessageCall } from '@/lib/inbox/contracts';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { deleteMessage, listMessages, markAllRead, markRead } from './service';

/** getInboxList?kind=&page=: the caller's messages of a kind. */
export const inboxListRoute = apiRoute(getInboxListCall, async (input, { req }) => {
  const session = await requireUser(req);
  return listMessages(session.userId, input);
});

/** readInboxMessage {id}: marks one of the caller's messages read. */
export const readMessageRoute = apiRoute(readInboxMessageCall, async ({ id }, { req }) => {
  const session = await requireUser(req);
  await markRead(session.userId, id);
  return { id };
});

/** readAllInboxMessages {kind?}: marks the caller's unread messages read. */
export const readAllRoute = apiRoute(readAllInboxMessagesCall, async ({ kind }, { req }) => {
  const session = await requireUser(req);
  return { read: await markAllRead(session.userId, kind) };
});

/** deleteInboxMessage {id}: deletes one of the caller's messages. */
export const deleteMessageRoute = apiRoute(deleteInboxMessageCall, async ({ id }, { req }) => {
  const session = await requireUser(req);
  await deleteMessage(session.userId, id);
  return { id };
});
