import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { Contract, OutputOf, ParsedInputOf } from '@/lib/api/contract';
import { ErrorCode } from '@/lib/api/envelope';
import type { DoorRole } from '@/lib/operators/roles';
import { ApiError } from '@/lib/server/http/errors';
import { apiRoute, errorResponse, type Answered, type Refusal, type RouteContext } from '@/lib/server/http/route';
import { steppedUp, STEP_UP_MIN } from './console-session';
import { requireOperator, type Operator } from './gate';

// The console's calls: the door first (anyone but an operator of the call's role, as the catalogue names
// it, gets the 404 of an address that names no call, before the input is even read, so a bad body tells
// a stranger nothing), then the contract's ladder as for every call. A sensitive call (`stepUp`) also
// needs the operator's SMS code confirmed within STEP_UP_MIN minutes: without it the call is refused
// with 40310, on which the console asks for the code (components/admin/step-up.tsx) and tries again.

export const STEP_UP_MSG = `此操作需要短信验证（${STEP_UP_MIN} 分钟内有效）`;

const operators = new WeakMap<NextRequest, Operator>();

export function adminRoute<C extends Contract & { call: { role: DoorRole } }>(
  contract: C,
  run: (input: ParsedInputOf<C>, ctx: RouteContext & { operator: Operator }) => Promise<OutputOf<C> | Answered<C> | Refusal>,
  opts: { stepUp?: boolean } = {},
) {
  const inner = apiRoute(contract, (input, ctx) => run(input, { ...ctx, operator: operators.get(ctx.req)! }));
  return async (req: NextRequest): Promise<NextResponse> => {
    try {
      const operator = await requireOperator(req, contract.call.role);
      if (opts.stepUp && !(await steppedUp(operator.sessionId))) throw new ApiError(403, ErrorCode.stepUpRequired, STEP_UP_MSG);
      operators.set(req, operator);
    } catch (err) {
      return errorResponse(err, req);
    }
    return inner(req);
  };
}
