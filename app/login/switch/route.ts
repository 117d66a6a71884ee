import type { NextRequest } from 'next/server';
import { switchQuerySchema } from '@/lib/accounts/schemas';
import { switchIdentity } from '@/lib/server/accounts/identities';
import { isSameSiteRequest } from '@/lib/server/http/csrf';
import { redirectResponse, requestCallback } from '@/lib/server/http/redirect';
import { pageSessionOf } from '@/lib/server/session/auth';
import { writeIdentity } from '@/lib/server/session/issue';

// 001 §6 account switch: /login/switch?buid=&role=&callback=. Switches to one of the user's own
// identities and returns to the (safe) callback; a foreign buid or a role that contradicts it
// (role 1 belongs to buid 0) changes nothing, nor does a link on another site. A visitor is sent to log
// in first.
export async function GET(req: NextRequest) {
  const params = req.nextUrl.searchParams;
  const target = requestCallback(req, params.get('callback'));
  const session = await pageSessionOf(req);
  if (!session) return redirectResponse(`/login?${new URLSearchParams({ callback: target })}`);
  const res = redirectResponse(target);
  const query = switchQuerySchema.safeParse(Object.fromEntries(params));
  if (!query.success || !isSameSiteRequest(req)) return res;
  const { buid, role } = query.data;
  const roleFits = role === undefined || (role === '1') === (buid === 0);
  if (roleFits && (await switchIdentity(session.userId, buid))) await writeIdentity(res, session, buid);
  return res;
}
