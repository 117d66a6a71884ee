import 'server-only';
import type { NextRequest, NextResponse } from 'next/server';
import type { Contract, OutputOf, ParsedInputOf } from '@/lib/api/contract';
import type { OperatorRole } from '@/lib/operators/roles';
import { apiRoute, errorResponse, fileRoute, type Answered, type Refusal, type RouteContext } from '@/lib/server/http/route';
import { requireOperator, type Operator } from './gate';

// The console's calls: the door first (anyone but an operator of the call's role, as the catalogue names
// it, gets the 404 of an address that names no call, before the input is even read, so a bad body tells
// a stranger nothing), then the contract's ladder as for every call.

const operators = new WeakMap<NextRequest, Operator>();

type AdminContract = Contract & { call: { role: OperatorRole } };
type AdminContext = RouteContext & { operator: Operator };

/** The door before `inner`, which then finds the operator in its context. */
function behindDoor<T extends Response>(contract: AdminContract, inner: (req: NextRequest) => Promise<T>) {
  return async (req: NextRequest): Promise<T | NextResponse> => {
    try {
      operators.set(req, await requireOperator(req, contract.call.role));
    } catch (err) {
      return errorResponse(err, req);
    }
    return inner(req);
  };
}

const withOperator = (ctx: RouteContext): AdminContext => ({ ...ctx, operator: operators.get(ctx.req)! });

export function adminRoute<C extends AdminContract>(
  contract: C,
  run: (input: ParsedInputOf<C>, ctx: AdminContext) => Promise<OutputOf<C> | Answered<C> | Refusal>,
) {
  return behindDoor(contract, apiRoute(contract, (input, ctx) => run(input, withOperator(ctx))));
}

/** A console call answering a file (a download, a private proof): the door, then fileRoute's ladder. */
export function adminFileRoute<C extends AdminContract>(contract: C, run: (input: ParsedInputOf<C>, ctx: AdminContext) => Promise<Response>) {
  return behindDoor(contract, fileRoute(contract, (input, ctx) => run(input, withOperator(ctx))));
}
