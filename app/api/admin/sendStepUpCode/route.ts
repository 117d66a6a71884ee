import { maskMobile } from '@/lib/accounts/display';
import { sendStepUpCodeCall } from '@/lib/operators/contracts';
import { clientAddress } from '@/lib/server/http/client-address';
import { adminRoute } from '@/lib/server/operators/route';
import { sendStepUpCode } from '@/lib/server/operators/step-up';

// Step-up, first half (docs/features.md, Operator console): a code to the operator's own phone.
export const POST = adminRoute(sendStepUpCodeCall, async (_input, { operator, req }) => {
  await sendStepUpCode(operator, clientAddress(req.headers));
  return { mobile: maskMobile(operator.mobile) };
});
