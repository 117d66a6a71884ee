import { unpinHomeItemCall } from '@/lib/home/picks-contracts';
import { unpinHomeItem } from '@/lib/server/home/picks';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor takes a pinned item off a city's home block (docs/features.md, Operator console: home
// recommendations); the automatic choice fills its place, so it is no deletion of content (no step-up).
export const POST = adminRoute(unpinHomeItemCall, async ({ id }, { operator }) => {
  if (!(await unpinHomeItem(operator.actor, id))) throw notFound('推荐不存在，请刷新');
  return null;
});
