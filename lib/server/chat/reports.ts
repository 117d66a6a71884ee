import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import { getDb } from '@/lib/server/db/client';
import { chatReports } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { consume } from '@/lib/server/rate-limit';
import { memberConversation } from './conversations';

// Reporting a conversation (举报 on /chatRT.html; docs/features.md, Operator console: Support): either
// side reports the other, once per conversation; support reads the messages up to the moment of the
// report in the console's report queue.

/** Reports a user may file: a few a day is plenty for a person, a wall for a script. */
const REPORT_LIMITS = [
  { max: 5, windowSec: 3600 },
  { max: 20, windowSec: 86_400 },
];

/** Files the report of `userId` on one of their conversations; 409 for a second report, 429 past the limits. */
export async function reportConversation(userId: number, conversationId: number, reason: string): Promise<number> {
  const conversation = await memberConversation(userId, conversationId);
  const decision = await consume(`chat-report:user:${userId}`, REPORT_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '举报过于频繁，请稍后再试');
  const db = await getDb();
  const [row] = await db
    .insert(chatReports)
    .values({
      conversationId,
      reporterUserId: userId,
      reportedUserId: conversation.buyerUserId === userId ? conversation.agentUserId : conversation.buyerUserId,
      reason,
      upToMessageId: conversation.lastMessageId,
    })
    .onConflictDoNothing()
    .returning({ id: chatReports.id });
  if (!row) throw new ApiError(409, ErrorCode.conflict, '您已举报过该会话，我们会尽快处理');
  return row.id;
}
