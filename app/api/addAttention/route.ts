import { ErrorCode } from '@/lib/api/envelope';
import { addAttentionCall } from '@/lib/opportunities/contracts';
import { ApiError } from '@/lib/server/http/errors';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { toggleFollow } from '@/lib/server/opportunities/follow';
import { requireUser } from '@/lib/server/session/auth';

// addAttention (001 §7): follow or unfollow an opportunity as the session's identity. A visitor is
// answered login 0 beside the envelope (001 §6: the page sends them to log in); an expired login
// window still answers 401 40102, so the client renews the session once and retries.
export const POST = apiRoute(
  addAttentionCall,
  async ({ orderId, jfId }, { req }) => {
    const session = await requireUser(req).catch((err: unknown) => {
      if (err instanceof ApiError && err.code !== ErrorCode.sessionExpired) return null;
      throw err;
    });
    if (!session) return answerWith(addAttentionCall, null, { msg: '请先登录', extra: { login: 0 } });
    if (jfId !== undefined && jfId !== '' && String(jfId) !== String(session.userId)) {
      throw new ApiError(403, ErrorCode.forbidden, '无权以其他用户身份关注');
    }
    const data = await toggleFollow({ userId: session.userId, buId: session.buId }, orderId);
    return answerWith(addAttentionCall, data, { msg: data.followed ? '关注成功' : '已取消关注', extra: { login: 1 } });
  },
  { bareMessages: true },
);
