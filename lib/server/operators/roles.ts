import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { OPERATOR_ROLES, type OperatorRole } from '@/lib/operators/roles';
import { findOrCreateUser } from '@/lib/server/accounts';
import { getDb } from '@/lib/server/db/client';
import { operatorRoles, users } from '@/lib/server/db/schema';
import { audit, type Actor } from './audit';

// Who holds which operator role (docs/features.md, Operator console). Grants and revocations are
// audited in the same transaction.

const inRoleOrder = (roles: OperatorRole[]) => roles.sort((a, b) => OPERATOR_ROLES.indexOf(a) - OPERATOR_ROLES.indexOf(b));

/** The roles `userId` holds, in the roles' own order (OPERATOR_ROLES). */
export async function rolesOf(userId: number): Promise<OperatorRole[]> {
  const db = await getDb();
  const rows = await db.select({ role: operatorRoles.role }).from(operatorRoles).where(eq(operatorRoles.userId, userId));
  return inRoleOrder(rows.map((r) => r.role));
}

export interface OperatorRow {
  userId: number;
  mobile: string;
  userName: string;
  roles: OperatorRole[];
}

/** Every operator with their roles, by phone. */
export async function listOperators(): Promise<OperatorRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ userId: users.id, mobile: users.mobile, userName: users.userName, role: operatorRoles.role })
    .from(operatorRoles)
    .innerJoin(users, eq(users.id, operatorRoles.userId))
    .orderBy(asc(users.mobile));
  const byUser = new Map<number, OperatorRow>();
  for (const { role, ...user } of rows) {
    const row = byUser.get(user.userId) ?? { ...user, roles: [] };
    row.roles.push(role);
    byUser.set(user.userId, row);
  }
  return [...byUser.values()].map((op) => ({ ...op, roles: inRoleOrder(op.roles) }));
}

/**
 * Gives `mobile` the role (its account is created if the phone never logged in: the first
 * administrator may be named before their first login). Whether anything changed.
 */
export async function grantRole(actor: Actor, mobile: string, role: OperatorRole): Promise<boolean> {
  const { user } = await findOrCreateUser(mobile);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(operatorRoles)
      .values({ userId: user.id, role, grantedBy: actor.operatorId })
      .onConflictDoNothing()
      .returning({ role: operatorRoles.role });
    if (!added) return false;
    await audit(tx, actor, { action: 'operator.grant', recordType: 'user', recordId: user.id, before: null, after: { mobile, role } });
    return true;
  });
}

/**
 * Takes the role from `mobile`: 'revoked', 'not-held', or 'last-admin' when it is the last
 * administrator's (the console always keeps someone who can give roles). The administrators' rows are
 * locked first, so two administrators revoking each other at once cannot both succeed.
 */
export async function revokeRole(actor: Actor, mobile: string, role: OperatorRole): Promise<'revoked' | 'not-held' | 'last-admin'> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    if (!user) return 'not-held';
    if (role === 'admin') {
      const admins = await tx.select({ userId: operatorRoles.userId }).from(operatorRoles).where(eq(operatorRoles.role, 'admin')).for('update');
      if (admins.length === 1 && admins[0]!.userId === user.id) return 'last-admin';
    }
    const [removed] = await tx
      .delete(operatorRoles)
      .where(and(eq(operatorRoles.userId, user.id), eq(operatorRoles.role, role)))
      .returning({ role: operatorRoles.role });
    if (!removed) return 'not-held';
    await audit(tx, actor, { action: 'operator.revoke', recordType: 'user', recordId: user.id, before: { mobile, role }, after: null });
    return 'revoked';
  });
}
