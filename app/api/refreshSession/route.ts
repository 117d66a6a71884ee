import { refreshSessionCall } from '@/lib/accounts/contracts';
import { assertSameSiteSource } from '@/lib/server/http/csrf';
import { answerWith, apiRoute } from '@/lib/server/http/route';
import { renewSession } from '@/lib/server/session/issue';

// 000 §6: renews the login window (and rotates the refresh secret) of a live session; 401 40103 else.
// A GET that changes state: another site's page may not call it (403).
export const GET = apiRoute(refreshSessionCall, async (_input, { req }) => {
  assertSameSiteSource(req);
  const res = answerWith(refreshSessionCall, null);
  await renewSession(req, res);
  return res;
});
