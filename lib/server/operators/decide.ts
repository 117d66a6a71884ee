import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import type { ReviewItemType } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { claim } from './claims';

// A reviewer's decision through the console (docs/features.md, Operator console), the same for every
// item a reviewer claims: they must hold its claim (taking it when nobody does), and an item another
// reviewer decided meanwhile is refused, never decided twice. `noun` names the item in the refusals.

/** What a decision's service answers besides its own outcomes: no such item, or no longer waiting. */
export type Undecided = 'missing' | 'changed';

/** Runs `decide` for the operator holding the item's claim; its outcome, or the refusal as an ApiError. */
export async function decideClaimed<R extends string>(
  operatorId: number,
  item: { type: ReviewItemType; id: number; noun: string },
  decide: () => Promise<R | Undecided>,
): Promise<Exclude<R, Undecided>> {
  if (!(await claim(operatorId, item.type, item.id))) throw new ApiError(409, ErrorCode.conflict, `该${item.noun}正由其他审核员处理`);
  const result = await decide();
  if (result === 'missing') throw new ApiError(404, 40400, `${item.noun}不存在`);
  if (result === 'changed') throw new ApiError(409, ErrorCode.conflict, `该${item.noun}已由其他审核员处理，请刷新`);
  return result as Exclude<R, Undecided>;
}
