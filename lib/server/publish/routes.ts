import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { CITY_COOKIE } from '@/lib/city/rules';
import { PUBLISH_RESULT, accountStatusSchema, quickPublishSchema } from '@/lib/publish/schemas';
import { cityOfRequest } from '@/lib/server/city';
import { clientAddress } from '@/lib/server/http/client-address';
import { legacyRoute, envelope } from '@/lib/server/http/route';
import { pageSessionOf } from '@/lib/server/session/auth';
import { accountStatus, PublishRefusal, quickPublish, type PublishAsker } from './service';

// The two calls of the quick-publish dialog. Both answer the portal's envelope (code, msg, data) with
// the spec's resultcode beside it (001 §7), as the city switch does.

async function askerOf(req: NextRequest): Promise<PublishAsker> {
  const [session, city] = await Promise.all([pageSessionOf(req), cityOfRequest(req.headers, req.cookies.get(CITY_COOKIE)?.value)]);
  return { userId: session?.userId ?? null, buId: session?.buId ?? 0, client: clientAddress(req.headers), cityCode: city.city.cityCode };
}

/** GET account status (param mobile): 503 own phone, 504 image code first, 0 SMS code. */
export const accountStatusRoute = legacyRoute({ source: 'query', input: accountStatusSchema, bareMessages: true }, async ({ mobile }, { req }) => {
  const { resultcode, msg } = await accountStatus(mobile, await askerOf(req));
  return NextResponse.json({ ...envelope(null, msg), resultcode });
});

/** POST form quickPublish: resultcode 1 with isLogin, jfidToken, orderIdSecret, regFlag; -3 the SMS code. */
export const quickPublishRoute = legacyRoute({ source: 'form', input: quickPublishSchema, bareMessages: true }, async (input, { req }) => {
  try {
    const answer = await quickPublish(input, await askerOf(req));
    return NextResponse.json({ ...envelope(answer, '发布成功'), resultcode: PUBLISH_RESULT.ok });
  } catch (err) {
    if (!(err instanceof PublishRefusal)) throw err;
    return NextResponse.json({ code: err.code, msg: err.message, data: null, resultcode: err.resultcode }, { status: err.status });
  }
});
