import 'server-only';
import type { NextRequest } from 'next/server';
import type { Contract, ParsedInputOf } from '@/lib/api/contract';
import { requireUser, type CheckedSession } from '@/lib/server/session/auth';
import { errorResponse, fileRoute, type RouteContext } from './route';

// A file call for logged-in users (the catalogue's userFile), as adminFileRoute is for operators: the
// login first (a visitor gets 401 40101 before the input is read, on which the client's request layer
// goes to the login page), then fileRoute's ladder with the session in the context.

type UserFileContract = Contract & { call: { login: true; answer: 'blob' } };
export type UserContext = RouteContext & { session: CheckedSession };

const sessions = new WeakMap<NextRequest, CheckedSession>();

export function userFileRoute<C extends UserFileContract>(contract: C, run: (input: ParsedInputOf<C>, ctx: UserContext) => Promise<Response>) {
  const inner = fileRoute(contract, (input, ctx) => run(input, { ...ctx, session: sessions.get(ctx.req)! }));
  return async (req: NextRequest): Promise<Response> => {
    try {
      sessions.set(req, await requireUser(req));
    } catch (err) {
      return errorResponse(err, req);
    }
    return inner(req);
  };
}
