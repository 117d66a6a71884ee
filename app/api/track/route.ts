import { trackCall } from '@/lib/analytics/contracts';
import { TRACK_LIMITS } from '@/lib/analytics/events';
import { optedOutByHeaders } from '@/lib/analytics/rules';
import { ErrorCode } from '@/lib/api/envelope';
import { storeBatch } from '@/lib/server/analytics/events';
import { ApiError } from '@/lib/server/http/errors';
import { clientAddress } from '@/lib/server/http/client-address';
import { apiRoute } from '@/lib/server/http/route';
import { consume } from '@/lib/server/rate-limit';

// The product's own tracking endpoint (001 §7 "a tracking server with a project parameter"). Pages
// send with navigator.sendBeacon after load; a browser asking not to be tracked is answered but kept
// nowhere, whatever its page sent.

export const POST = apiRoute(trackCall, async (batch, { req }) => {
  if (optedOutByHeaders(req.headers)) return { stored: 0 };
  const decision = await consume(`track:${clientAddress(req.headers)}`, TRACK_LIMITS);
  if (!decision.ok) throw new ApiError(429, ErrorCode.tooMany, '请求过于频繁，请稍后再试');
  return { stored: await storeBatch(batch) };
});
