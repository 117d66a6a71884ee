import { ErrorCode } from '@/lib/api/envelope';
import { submitFeedbackCall } from '@/lib/contact/contracts';
import { saveFeedback } from '@/lib/server/contact/feedback';
import { clientAddress } from '@/lib/server/http/client-address';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { consume } from '@/lib/server/rate-limit';
import { pageSessionOf } from '@/lib/server/session/auth';

/** Suggestions a client may send: plenty for a person, a wall for a script filling the table. */
const FEEDBACK_LIMITS = [
  { max: 5, windowSec: 600 },
  { max: 20, windowSec: 86_400 },
];

// submitFeedback: the side bar's suggestion and complaint form (001 §1-§2). A visitor may
// write too; the sender is kept when logged in.
export const POST = apiRoute(
  submitFeedbackCall,
  async (input, { req }) => {
    const client = clientAddress(req.headers);
    const decision = await consume(`feedback:client:${client}`, FEEDBACK_LIMITS);
    if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '提交过于频繁，请稍后再试');
    const session = await pageSessionOf(req);
    return saveFeedback(input, { userId: session?.userId ?? null, client });
  },
  { bareMessages: true },
);
