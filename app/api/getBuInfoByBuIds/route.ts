import { getBuInfoByBuIdsCall } from '@/lib/accounts/contracts';
import { listIdentities } from '@/lib/server/accounts/identities';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// 000 §7 getBuInfoByBuIds (POST): business units (the identities of 000 §6) by id. Who belongs to which
// unit is an account's own data: only the caller's identities among the ids are answered, so another
// user's unit id answers nothing rather than its members' names.
export const POST = apiRoute(getBuInfoByBuIdsCall, async ({ buIds }, { req }) => {
  const session = await requireUser(req);
  const asked = new Set(buIds);
  return { list: (await listIdentities(session.userId)).filter((bu) => asked.has(bu.buId)) };
});
