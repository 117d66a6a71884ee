import type { NextRequest } from 'next/server';
import { searchFormHref } from '@/lib/nav/alt-nav';
import { redirectResponse } from '@/lib/server/http/redirect';

// The search forms without JavaScript (the home page's by type, the header's): their fields arrive
// here and go where the script sends the same search (001 §9: 软件企业 to /enterprise.html). The
// target is always a path of this site built from a search type, never one the client names.
export function GET(req: NextRequest) {
  return redirectResponse(searchFormHref(req.nextUrl.searchParams));
}
