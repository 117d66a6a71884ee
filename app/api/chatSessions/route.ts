import { chatSessionsCall } from '@/lib/chat/contracts';
import { listConversations } from '@/lib/server/chat/conversations';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// chatSessions (001 §7 Contact): the caller's conversations, latest first, with unread counts and the other
// side's read position.
export const GET = apiRoute(chatSessionsCall, async (_input, { req }) => {
  const session = await requireUser(req);
  return { list: await listConversations(session.userId) };
});
