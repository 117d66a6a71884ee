// The bench's operator (docs/benchmarks.md "Load"): an administrator of the console with a live session,
// made through the app's own account, role and session code on the dataset's database, so the console's
// pages answer the bench as they answer an operator's browser. The cookie is sealed with this process's
// SESSION_SECRET, which the bench hands to its servers (main.ts serverFor).
import { env } from '@/lib/env';
import { findOrCreateUser } from '@/lib/server/accounts';
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';
import { grantRole } from '@/lib/server/operators';
import { sealSession, SESSION_COOKIE } from '@/lib/server/session/cookie';
import { createSession } from '@/lib/server/session/store';

/** The bench operator's phone: outside the seed's accounts, the same on every run (one grant, one audit entry). */
export const BENCH_OPERATOR_MOBILE = '19999990001';

/** A `Cookie` header value holding a new live session of the bench operator, on the app's database (getDb). */
export async function operatorCookie(): Promise<string> {
  await grantRole({ operatorId: null, name: 'cli:bench' }, BENCH_OPERATOR_MOBILE, 'admin');
  const { user } = await findOrCreateUser(BENCH_OPERATOR_MOBILE);
  const session = await createSession(user.id);
  const sealed = await sealSession({
    sessionId: session.sessionId,
    refreshSecret: session.refreshSecret,
    loginExpiresAt: Date.now() + env.SESSION_TTL_MIN * 60 * 1000,
    userId: user.id,
    buId: 0,
  });
  return `${SESSION_COOKIE}=${sealed}`;
}

/** operatorCookie on the database at `url`, opened for it and closed after. */
export async function operatorCookieOn(url: string): Promise<string> {
  setDbHandle(openDb({ url }));
  try {
    return await operatorCookie();
  } finally {
    await closeDb();
  }
}

/** The secret the bench's servers seal and open sessions with: this process's, so its cookie opens there. */
export const benchSessionSecret = () => env.SESSION_SECRET;
