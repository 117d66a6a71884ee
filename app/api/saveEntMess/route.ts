import { ErrorCode } from '@/lib/api/envelope';
import { saveEntMessCall } from '@/lib/contact/contracts';
import { saveEntMessage } from '@/lib/server/contact/ent-message';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { consume, type Limit } from '@/lib/server/rate-limit';
import { requireUser } from '@/lib/server/session/auth';

/** Messages a user may leave: plenty for a buyer writing to several suppliers, a wall for a spammer (docs/limits.md). */
const ENT_MESS_LIMITS: Limit[] = [
  { max: 10, windowSec: 600 },
  { max: 50, windowSec: 86_400 },
];

// 000 §7 saveEntMess (form): a logged-in buyer's message (留言) to an enterprise, delivered to the
// inbox of whoever answers for it (lib/server/contact/ent-message.ts).
export const POST = apiRoute(
  saveEntMessCall,
  async (input, { req }) => {
    const session = await requireUser(req);
    const decision = await consume(`ent-mess:user:${session.userId}`, ENT_MESS_LIMITS);
    if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '留言过于频繁，请稍后再试');
    return saveEntMessage(input, session.userId);
  },
  { bareMessages: true },
);
