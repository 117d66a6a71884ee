import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { Contract, OutputOf, ParsedInputOf } from '@/lib/api/contract';
import type { OperatorRole } from '@/lib/operators/roles';
import { apiRoute, errorResponse, type Answered, type Refusal, type RouteContext } from '@/lib/server/http/route';
import { requireOperator, type Operator } from './gate';

// The console's calls: the door first (anyone but an operator of the call's role, as the catalogue names
// it, gets the 404 of an address that names no call, before the input is even read, so a bad body tells
// a stranger nothing), then the contract's ladder as for every call.

const operators = new WeakMap<NextRequest, Operator>();

export function adminRoute<C extends Contract & { call: { role: OperatorRole } }>(
  contract: C,
  run: (input: ParsedInputOf<C>, ctx: RouteContext & { operator: Operator }) => Promise<OutputOf<C> | Answered<C> | Refusal>,
) {
  const inner = apiRoute(contract, (input, ctx) => run(input, { ...ctx, operator: operators.get(ctx.req)! }));
  return async (req: NextRequest): Promise<NextResponse> => {
    try {
      operators.set(req, await requireOperator(req, contract.call.role));
    } catch (err) {
      return errorResponse(err, req);
    }
    return inner(req);
  };
}
