import { deleteFriendlyLinkCall } from '@/lib/friendly-links/contracts';
import { deleteSiteLink } from '@/lib/server/city/friendly-links';
import { notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor deletes a friendly link (docs/features.md, Operator console: friendly links):
// a deletion of content, so it needs step-up.
export const POST = adminRoute(deleteFriendlyLinkCall, async ({ id }, { operator }) => {
  if (!(await deleteSiteLink(operator.actor, id))) throw notFound('链接不存在，请刷新');
  return null;
}, { stepUp: true });
