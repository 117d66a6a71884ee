import { ErrorCode } from '@/lib/api/envelope';
import { orderFriendlyLinksCall } from '@/lib/friendly-links/contracts';
import { orderSiteLinks } from '@/lib/server/city/friendly-links';
import { ApiError } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor orders a site's friendly links (docs/features.md, Operator console: friendly links); a list
// that another editor changed meanwhile is refused, not half applied.
export const POST = adminRoute(orderFriendlyLinksCall, async ({ cityCode, ids }, { operator }) => {
  if (!(await orderSiteLinks(operator.actor, cityCode || null, ids))) throw new ApiError(409, ErrorCode.conflict, '链接列表已变化，请刷新后重试');
  return null;
});
