import { newsStateCall } from '@/lib/news/admin-contracts';
import { changeArticleState } from '@/lib/server/news/editor';
import { adminRoute } from '@/lib/server/operators/route';

// An editor publishes an article now, schedules it, or takes it down (docs/features.md, Operator console "News").
export const POST = adminRoute(newsStateCall, async (input, { operator }) => {
  const { state, publishTime } = await changeArticleState(operator.actor, input);
  return { state, publishTime: publishTime.toISOString() };
});
