import { HOME_BLOCK_SIZE, HOME_PICK_LABELS, pickRefOf } from '@/lib/home/picks';
import { pinHomeItemCall } from '@/lib/home/picks-contracts';
import { findCity } from '@/lib/server/city';
import { pinHomeItem } from '@/lib/server/home/picks';
import { ErrorCode } from '@/lib/api/envelope';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';

// An editor pins an item on a city's home block (docs/features.md, Operator console: home recommendations).
export const POST = adminRoute(pinHomeItemCall, async ({ cityCode, kind, item }, { operator }) => {
  if (!(await findCity(cityCode))) throw badRequest('城市不存在');
  const ref = pickRefOf(kind, item);
  if (!ref) throw badRequest('请填写推荐内容的编号或其页面地址');
  const result = await pinHomeItem(operator.actor, cityCode, kind, ref);
  if (result === 'missing') throw badRequest(`${HOME_PICK_LABELS[kind]}中没有该内容`);
  if (result === 'pinned') throw new ApiError(409, ErrorCode.conflict, '该内容已固定在此推荐位');
  if (result === 'full') throw new ApiError(409, ErrorCode.conflict, `每个推荐位最多固定 ${HOME_BLOCK_SIZE[kind]} 项`);
  return result;
});
