import 'server-only';
import type { NextRequest } from 'next/server';
import { CITY_COOKIE } from '@/lib/city/rules';
import { getAccountStatusCall, quickPublishCall } from '@/lib/publish/contracts';
import { PUBLISH_RESULT } from '@/lib/publish/schemas';
import { cityOfRequest } from '@/lib/server/city';
import { clientAddress } from '@/lib/server/http/client-address';
import { answerWith, apiRoute, refusal } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { accountStatus, PublishRefusal, quickPublish, type PublishAsker } from './service';

// The two calls of the quick-publish dialog. Both answer the portal's envelope (code, msg, data) with
// the spec's resultcode beside it (001 §7), as the city switch does.

async function askerOf(req: NextRequest): Promise<PublishAsker> {
  const [session, city] = await Promise.all([pageSessionOf(req), cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value)]);
  return { userId: session?.userId ?? null, buId: session?.buId ?? 0, client: clientAddress(req.headers), cityCode: city.city.cityCode };
}

/** GET account status (param mobile): 503 own phone, 504 image code first, 0 SMS code. */
export const accountStatusRoute = apiRoute(getAccountStatusCall, async ({ mobile }, { req }) => {
  const { resultcode, msg } = await accountStatus(mobile, await askerOf(req));
  return answerWith(getAccountStatusCall, null, { msg, extra: { resultcode } });
}, { bareMessages: true });

/** POST form quickPublish: resultcode 1 with isLogin, jfidToken, orderIdSecret, regFlag; -3 the SMS code (001 §7). */
export const quickPublishRoute = apiRoute(quickPublishCall, async (input, { req }) => {
  try {
    return answerWith(quickPublishCall, await quickPublish(input, await askerOf(req)), { msg: '发布成功', extra: { resultcode: PUBLISH_RESULT.ok } });
  } catch (err) {
    if (!(err instanceof PublishRefusal)) throw err;
    return refusal(err.status, err.code, err.message, { extra: { resultcode: err.resultcode } });
  }
}, { bareMessages: true });
