import { saveFriendlyLinkCall } from '@/lib/friendly-links/contracts';
import { findCity } from '@/lib/server/city';
import { saveSiteLink } from '@/lib/server/city/friendly-links';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor adds or changes a friendly link of a site (docs/features.md, Operator console: friendly links).
export const POST = adminRoute(saveFriendlyLinkCall, async ({ id, cityCode, linkName, linkUrl }, { operator }) => {
  if (cityCode && !(await findCity(cityCode))) throw badRequest('城市不存在');
  const result = await saveSiteLink(operator.actor, cityCode || null, { linkName, linkUrl }, id);
  if (result === 'missing') throw notFound('链接不存在，请刷新');
  if (result === 'full') throw badRequest('每个站点最多 50 个友情链接');
  return result;
});
