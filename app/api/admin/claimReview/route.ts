import { claimReviewCall } from '@/lib/operators/contracts';
import { claim, claimHolder } from '@/lib/server/operators';
import { adminRoute } from '@/lib/server/operators/route';

// A reviewer claims a scheme or an activation (docs/features.md, Operator console): held for them until
// they decide it or leave it for 15 minutes; another reviewer's live claim is named instead.
export const POST = adminRoute(claimReviewCall, async ({ type, id }, { operator }) => {
  const held = await claim(operator.userId, type, id);
  const holder = await claimHolder(type, id);
  return { held, holder: holder && { mobile: holder.mobile, userName: holder.userName } };
});
