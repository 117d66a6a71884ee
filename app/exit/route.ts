import type { NextRequest } from 'next/server';
import { redirectResponse, requestCallback } from '@/lib/server/http/redirect';
import { endSession } from '@/lib/server/session/issue';

// 000 §6 logout: /exit?callback=. Ends the session (row revoked, cookie cleared) and returns to the
// callback when it is one of ours, else to the home page.
export async function GET(req: NextRequest) {
  const res = redirectResponse(requestCallback(req, req.nextUrl.searchParams.get('callback')));
  await endSession(req, res);
  return res;
}
