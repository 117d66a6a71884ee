import { ErrorCode } from '@/lib/api/envelope';
import { decideReportCall } from '@/lib/support/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { steppedUp } from '@/lib/server/operators/console-session';
import { adminRoute, STEP_UP_MSG } from '@/lib/server/operators/route';
import { decideReport } from '@/lib/server/support/reports';

const CLOSED_AS = { warn: 'warned', ban: 'banned', dismiss: 'dismissed' } as const;

// Support closes a chat report (docs/features.md, Operator console: Support): warn, ban or dismiss. A ban
// is sensitive (step-up, as banUser); a warning or a dismissal is not.
export const POST = adminRoute(decideReportCall, async ({ id, decision, note }, { operator }) => {
  if (decision === 'ban' && !(await steppedUp(operator.sessionId))) throw new ApiError(403, ErrorCode.stepUpRequired, STEP_UP_MSG);
  const outcome = await decideReport(operator.actor, id, decision, note);
  if (outcome === 'missing') throw new ApiError(404, ErrorCode.notFound, '举报不存在');
  if (outcome === 'changed') throw new ApiError(409, ErrorCode.conflict, '该举报已处理，请刷新');
  if (outcome === 'self') throw new ApiError(409, ErrorCode.conflict, '不能封禁自己的账号');
  return { status: CLOSED_AS[decision] };
});
