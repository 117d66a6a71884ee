import 'server-only';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import type { OperatorRole } from '@/lib/operators/roles';
import { getUser } from '@/lib/server/accounts';
import { ApiError } from '@/lib/server/http/errors';
import { liveSession, pageSession, requireUser } from '@/lib/server/session/auth';
import { SESSION_COOKIE } from '@/lib/server/session/cookie';
import type { Actor } from './audit';
import { rolesOf } from './roles';

// The console's door (docs/features.md, Operator console): every /admin page and call asks here. Anyone
// who is not an operator with the role gets the ordinary 404 (the page's, or the API's 接口不存在), so
// the console's existence is not advertised; only an operator whose login window lapsed is told so
// (401 40102), and their page renews it like any other call.

export interface Operator {
  userId: number;
  mobile: string;
  userName: string;
  roles: OperatorRole[];
  actor: Actor;
}

const unknownCall = () => new ApiError(404, ErrorCode.notFound, '接口不存在');

async function operatorOf(userId: number, role: OperatorRole | undefined): Promise<Operator | null> {
  const roles = await rolesOf(userId);
  if (!roles.length || (role && !roles.includes(role) && !roles.includes('admin'))) return null;
  const user = await getUser(userId);
  if (!user) return null;
  return { userId, mobile: user.mobile, userName: user.userName, roles, actor: { operatorId: userId, name: user.mobile } };
}

/**
 * For /admin pages: the operator holding `role` (an admin holds every role's pages), or null, which the
 * page answers with notFound().
 */
export async function pageOperator(role?: OperatorRole): Promise<Operator | null> {
  const session = await pageSession();
  return session ? operatorOf(session.userId, role) : null;
}

/** For admin calls: the operator holding `role`, else ApiError 404 as for an address that names no call. */
export async function requireOperator(req: NextRequest, role?: OperatorRole): Promise<Operator> {
  const session = await liveSession(req.cookies.get(SESSION_COOKIE)?.value);
  const operator = session && (await operatorOf(session.userId, role));
  if (!operator) throw unknownCall();
  await requireUser(req);
  return operator;
}
