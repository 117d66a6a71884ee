import { NextResponse } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import { followSchema } from '@/lib/opportunities/schemas';
import { ApiError } from '@/lib/server/http/errors';
import { legacyRoute } from '@/lib/server/http/route';
import { toggleFollow } from '@/lib/server/opportunities/follow';
import { requireUser } from '@/lib/server/session/auth';

// addAttention (001 §7): follow or unfollow an opportunity as the session's identity. A visitor is
// answered login 0 (001 §6: the page sends them to log in); an expired login window still answers
// 401 40102, so the client renews the session once and retries.
export const POST = legacyRoute({ source: 'json', input: followSchema, bareMessages: true }, async ({ orderId, jfId }, { req }) => {
  const session = await requireUser(req).catch((err: unknown) => {
    if (err instanceof ApiError && err.code !== ErrorCode.sessionExpired) return null;
    throw err;
  });
  if (!session) return NextResponse.json({ code: 0, msg: '请先登录', data: null, login: 0 });
  if (jfId !== undefined && jfId !== '' && String(jfId) !== String(session.userId)) {
    throw new ApiError(403, ErrorCode.forbidden, '无权以其他用户身份关注');
  }
  const data = await toggleFollow({ userId: session.userId, buId: session.buId }, orderId);
  return NextResponse.json({ code: 0, msg: data.followed ? '关注成功' : '已取消关注', data, login: 1 });
});
