import type { NextRequest } from 'next/server';
import { isSameSiteRequest } from '@/lib/server/http/csrf';
import { redirectResponse, requestCallback } from '@/lib/server/http/redirect';
import { endSession } from '@/lib/server/session/issue';

// 000 §6 logout: /exit?callback=. Ends the session (row revoked, cookie cleared) and returns to the
// callback when it is one of ours, else to the home page. A link on another site logs nobody out.
export async function GET(req: NextRequest) {
  const res = redirectResponse(requestCallback(req, req.nextUrl.searchParams.get('callback')));
  if (isSameSiteRequest(req)) await endSession(req, res);
  return res;
}
