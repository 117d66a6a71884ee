import { feedResponse } from '@/lib/server/saved-searches/feed-route';

// A private feed of a saved search or a subscription (docs/features.md, Saved searches and feeds): GET /feeds/<token>.rss | .atom.
export async function GET(req: Request, { params }: { params: Promise<{ file: string }> }) {
  return feedResponse(req, (await params).file);
}
