import { chatHistoryCall } from '@/lib/chat/contracts';
import { historyPage } from '@/lib/server/chat/messages';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// chatHistory (001 §7 Contact, 002 §9): 50 messages of a conversation before `before` (the newest without
// it), oldest first; only for a party of the conversation (404 otherwise).
export const GET = apiRoute(chatHistoryCall, async ({ conversationId, before }, { req }) => {
  const session = await requireUser(req);
  return historyPage(session.userId, conversationId, before);
});
