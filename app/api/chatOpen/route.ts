import { chatOpenCall } from '@/lib/chat/contracts';
import { openMerchantConversation, openPlatformConversation } from '@/lib/server/chat/conversations';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// chatOpen (001 §7 Contact): the conversation a chat address opens: a merchant's by its signed address
// (forged or expired: 403), or the platform's customer service (type 2). conversationId null: the
// caller is the customer service itself and answers from its list.
export const POST = apiRoute(chatOpenCall, async (input, { req }) => {
  const session = await requireUser(req);
  const conversationId = 'type' in input ? await openPlatformConversation(session.userId) : await openMerchantConversation(session.userId, input);
  return { conversationId };
});
