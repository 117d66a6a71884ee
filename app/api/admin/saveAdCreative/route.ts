import { saveAdCreativeCall } from '@/lib/ads/admin-contracts';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { findCity } from '@/lib/server/city';
import { saveCreative } from '@/lib/server/ads/admin';
import { adminRoute } from '@/lib/server/operators/route';

// An editor adds or changes an ad creative (docs/features.md, Operator console: ads).
export const POST = adminRoute(saveAdCreativeCall, async (input, { operator }) => {
  if (!input.allCities) {
    const known = await Promise.all(input.cityCodes.map((code) => findCity(code)));
    if (known.some((city) => !city)) throw badRequest('投放城市不存在');
  }
  const result = await saveCreative({ ...operator.actor, operatorId: operator.userId }, input);
  if (result === 'missing') throw notFound('广告不存在，请刷新');
  if (result === 'no-image') throw badRequest('请上传广告图片');
  return result;
});
