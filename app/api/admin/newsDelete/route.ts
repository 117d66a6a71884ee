import { newsDeleteCall } from '@/lib/news/admin-contracts';
import { deleteArticle } from '@/lib/server/news/editor';
import { adminRoute } from '@/lib/server/operators/route';

// An editor deletes an article for good (docs/features.md, Operator console "News"); the trail keeps what it was.
// Deleting content is sensitive: it needs a step-up SMS code confirmed within minutes.
export const POST = adminRoute(newsDeleteCall, async (input, { operator }) => {
  await deleteArticle(operator.actor, input.id);
  return null;
}, { stepUp: true });
