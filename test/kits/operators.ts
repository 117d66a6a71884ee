import type { NextRequest } from 'next/server';
import type { OperatorRole } from '@/lib/operators/roles';
import { grantRole } from '@/lib/server/operators';
import { markSteppedUp } from '@/lib/server/operators/console-session';
import { readSessionCookie } from '@/lib/server/session/cookie';
import { loginAs, newPhone, request } from './account-routes';

// Console operators for integration tests (docs/features.md, Operator console): a fresh phone given a role
// and logged in, the step-up a sensitive call needs, and a console call as the operator's browser sends it.

const cli = { operatorId: null, name: 'cli:test' };

/** The session cookie of a new operator with `role`. */
export async function operatorCookie(role: OperatorRole): Promise<string> {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

/** The step-up a sensitive call needs, as confirming the SMS code gives it (lib/server/operators/console-session.ts). */
export async function stepUp(cookie: string): Promise<void> {
  const read = await readSessionCookie(decodeURIComponent(cookie.split('=').slice(1).join('=')));
  if (read.kind !== 'ok') throw new Error('no session in the cookie');
  await markSteppedUp(read.data.sessionId);
}

/** A console call's POST with the operator's cookie, from the site itself. */
export const consoleCall = (route: (req: NextRequest) => Promise<Response>, name: string, cookie: string, body: unknown) =>
  route(request(`/api/admin/${name}`, { body, cookie, headers: { origin: 'http://localhost' } }));
