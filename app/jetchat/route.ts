import type { NextRequest } from 'next/server';
import { redirectResponse } from '@/lib/server/http/redirect';

// /jetchat, the chat web app's address in 000's chrome links: the portal's chat is /chatRT.html (its
// query, a signed merchant link or type=2, kept), which itself asks a visitor to log in first.
export function GET(req: NextRequest) {
  return redirectResponse(`/chatRT.html${req.nextUrl.search}`);
}
