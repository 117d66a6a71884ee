import { ErrorCode } from '@/lib/api/envelope';
import { handleFeedbackCall } from '@/lib/support/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { adminRoute } from '@/lib/server/operators/route';
import { feedbackRecord, handleFeedback } from '@/lib/server/support/feedback';

// Support handles a suggestion or complaint (docs/features.md, Operator console: Support): the moves
// between statuses are the server's (lib/support/feedback-flow.ts); a refused one changes nothing.
export const POST = adminRoute(handleFeedbackCall, async ({ id, ...change }, { operator }) => {
  const outcome = await handleFeedback(operator.actor, id, change);
  if (outcome === 'missing') throw new ApiError(404, ErrorCode.notFound, '反馈不存在');
  if (outcome === 'illegal') throw new ApiError(409, ErrorCode.conflict, '该反馈当前状态不能这样处理，请刷新');
  if (outcome === 'no-recipient') throw new ApiError(409, ErrorCode.conflict, '访客提交的反馈无法站内回复，请通过其联系方式联系');
  return { status: (await feedbackRecord(id))!.status };
});
