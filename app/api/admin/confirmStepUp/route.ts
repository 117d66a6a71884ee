import { confirmStepUpCall } from '@/lib/operators/contracts';
import { STEP_UP_MIN } from '@/lib/server/operators/console-session';
import { adminRoute } from '@/lib/server/operators/route';
import { confirmStepUp } from '@/lib/server/operators/step-up';

// Step-up, second half (docs/features.md, Operator console): the code confirmed, sensitive actions
// are allowed on this login for STEP_UP_MIN minutes.
export const POST = adminRoute(confirmStepUpCall, async ({ smsCode }, { operator }) => {
  await confirmStepUp(operator, smsCode);
  return { minutes: STEP_UP_MIN };
});
