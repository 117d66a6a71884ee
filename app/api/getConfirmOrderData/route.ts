import { getConfirmOrderDataCall } from '@/lib/publish/contracts';
import { notFound } from '@/lib/server/http/errors';
import { apiRoute } from '@/lib/server/http/route';
import { demandOnWire, ownDemand } from '@/lib/server/publish/service';
import { requireUser } from '@/lib/server/session/auth';

// 000 §7 getConfirmOrderData (POST): a published requirement for its confirmation page, to its owner
// only; anyone else's (or none) is the 404 of a missing one, so a guessed id tells nothing.
export const POST = apiRoute(getConfirmOrderDataCall, async ({ orderIdSecret }, { req }) => {
  const session = await requireUser(req);
  const demand = await ownDemand(session.userId, orderIdSecret);
  if (!demand) throw notFound('需求不存在');
  return { ...demandOnWire(demand), orderIdSecret };
});
