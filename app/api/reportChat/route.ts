import { reportChatCall } from '@/lib/chat/contracts';
import { reportConversation } from '@/lib/server/chat/reports';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// reportChat (docs/features.md, Operator console: Support): the caller reports one of their conversations;
// another user's conversation is as missing as one that does not exist.
export const POST = apiRoute(reportChatCall, async ({ conversationId, reason }, { req }) => {
  const session = await requireUser(req);
  return { reportId: await reportConversation(session.userId, conversationId, reason) };
});
