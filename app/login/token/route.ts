import type { NextRequest } from 'next/server';
import { isSameSiteRequest } from '@/lib/server/http/csrf';
import { redirectResponse, requestCallback } from '@/lib/server/http/redirect';
import { consumeLoginToken } from '@/lib/server/publish/login-token';
import { getUser } from '@/lib/server/accounts/users';
import { issueSession } from '@/lib/server/session/issue';

// 001 §7: a visitor who published a requirement is logged in by the answer's one-time token, then sent
// on (the publish-success page). Only from the portal's own pages: a link elsewhere cannot log a
// browser into somebody's account. A spent or expired token logs nobody in and still goes on.
export async function GET(req: NextRequest) {
  const params = req.nextUrl.searchParams;
  const res = redirectResponse(requestCallback(req, params.get('callback')));
  if (!isSameSiteRequest(req)) return res;
  const userId = await consumeLoginToken(params.get('jfidToken') ?? '');
  const user = userId === null ? null : await getUser(userId);
  if (user) await issueSession(req, res, user.id, user.currentBuId);
  return res;
}
