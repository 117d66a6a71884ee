import 'server-only';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { ErrorCode } from '@/lib/api/envelope';
import type { DoorRole, OperatorRole } from '@/lib/operators/roles';
import { getUser } from '@/lib/server/accounts';
import { ApiError } from '@/lib/server/http/errors';
import { liveSession, pageSession, requireUser, type CheckedSession } from '@/lib/server/session/auth';
import { SESSION_COOKIE } from '@/lib/server/session/cookie';
import type { Actor } from './audit';
import { CONSOLE_IDLE_MIN, touchConsole } from './console-session';
import { rolesOf } from './roles';

// The console's door (docs/features.md, Operator console): every /admin page and call asks here. Anyone
// who is not an operator with the role gets the ordinary 404 (the page's, or the API's 接口不存在), so
// the console's existence is not advertised. An operator whose console sat idle CONSOLE_IDLE_MIN
// minutes is logged out here and told so; one whose login window lapsed is told so (401 40102), and
// their page renews it like any other call.

export interface Operator {
  userId: number;
  mobile: string;
  userName: string;
  roles: OperatorRole[];
  actor: Actor;
  /** The login the operator acts through: the step-up window belongs to it (./console-session.ts). */
  sessionId: string;
}

export const CONSOLE_IDLE_MSG = `运营后台已 ${CONSOLE_IDLE_MIN} 分钟无操作，请重新登录`;

const unknownCall = () => new ApiError(404, ErrorCode.notFound, '接口不存在');

async function operatorOf(session: CheckedSession, role: DoorRole): Promise<Operator | null> {
  const roles = await rolesOf(session.userId);
  if (!roles.length || (role !== 'any' && !roles.includes(role) && !roles.includes('admin'))) return null;
  const user = await getUser(session.userId);
  if (!user) return null;
  return { userId: user.id, mobile: user.mobile, userName: user.userName, roles, actor: { operatorId: user.id, name: user.mobile }, sessionId: session.sessionId };
}

/**
 * For /admin pages: the operator holding `role` (an admin holds every role's pages), or null, which the
 * page answers with notFound(). An operator whose console sat idle too long goes to the login page.
 */
export async function pageOperator(role: DoorRole = 'any'): Promise<Operator | null> {
  const session = await pageSession();
  const operator = session && (await operatorOf(session, role));
  if (operator && (await touchConsole(operator.sessionId)) === 'lapsed') redirect(`/login?${new URLSearchParams({ callback: '/admin' })}`);
  return operator;
}

/** For admin calls: the operator holding `role`, else ApiError 404 as for an address that names no call. */
export async function requireOperator(req: NextRequest, role: DoorRole = 'any'): Promise<Operator> {
  const session = await liveSession(req.cookies.get(SESSION_COOKIE)?.value);
  const operator = session && (await operatorOf(session, role));
  if (!operator) throw unknownCall();
  if ((await touchConsole(operator.sessionId)) === 'lapsed') throw new ApiError(401, ErrorCode.sessionInvalid, CONSOLE_IDLE_MSG);
  await requireUser(req);
  return operator;
}
