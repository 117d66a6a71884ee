import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/errors';
import { loginAs, newPhone, request } from '@/test/kits/account-routes';
import { auditTrail, grantRole, listOperators, revokeRole, rolesOf } from '.';
import { describeChange } from './describe';
import { requireOperator } from './gate';

// Operators, their roles and the audit trail (docs/features.md, Operator console), on both drivers.

const cli = { operatorId: null, name: 'cli:test' };

async function userIdOf(phone: string): Promise<number> {
  const row = (await listOperators()).find((op) => op.mobile === phone);
  if (!row) throw new Error(`${phone} is no operator`);
  return row.userId;
}

describe('operator roles', () => {
  it('are granted once, listed, revoked, and each change is in the audit trail', async () => {
    const phone = newPhone();
    expect(await grantRole(cli, phone, 'reviewer')).toBe(true);
    expect(await grantRole(cli, phone, 'reviewer')).toBe(false);
    expect(await grantRole(cli, phone, 'editor')).toBe(true);
    const userId = await userIdOf(phone);
    expect(await rolesOf(userId)).toEqual(['reviewer', 'editor']);

    expect(await revokeRole(cli, phone, 'editor')).toBe('revoked');
    expect(await revokeRole(cli, phone, 'editor')).toBe('not-held');
    expect(await rolesOf(userId)).toEqual(['reviewer']);

    const trail = await auditTrail({ limit: 10, recordType: 'user', recordId: String(userId) });
    expect(trail.map((e) => [e.action, e.actor])).toEqual([
      ['operator.revoke', 'cli:test'],
      ['operator.grant', 'cli:test'],
      ['operator.grant', 'cli:test'],
    ]);
    expect(describeChange(trail[0]!.before, trail[0]!.after)).toBe(`手机号: ${phone} → —；角色: editor → —`);
  });

  it('refuses a role that does not exist, in the database too', async () => {
    const phone = newPhone();
    await grantRole(cli, phone, 'support');
    const db = await getDb();
    await expect(db.execute(sql`insert into operator_role (user_id, role) values (${await userIdOf(phone)}, 'root')`)).rejects.toThrow();
  });
});

describe('the audit trail', () => {
  it('is append-only in the database: no update, delete or truncate, whoever asks', async () => {
    const phone = newPhone();
    await grantRole(cli, phone, 'support');
    const [entry] = await auditTrail({ limit: 1, recordType: 'user', recordId: String(await userIdOf(phone)) });
    const db = await getDb();
    await expect(db.execute(sql`update audit_log set actor = 'someone else' where id = ${entry!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log where id = ${entry!.id}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await auditTrail({ limit: 1, recordType: 'user', recordId: String(entry!.recordId) });
    expect(still).toEqual(entry);
  });
});

describe("the console's door", () => {
  const refusedWith404 = async (promise: Promise<unknown>) => {
    const err = await promise.then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, code: 40400, message: '接口不存在' });
  };

  it('answers a visitor, a user and an operator of another role the ordinary 404, and lets the operator in', async () => {
    const reviewer = newPhone();
    const support = newPhone();
    const user = newPhone();
    await grantRole(cli, reviewer, 'reviewer');
    await grantRole(cli, support, 'support');
    const [reviewerCookie, supportCookie, userCookie] = await Promise.all([loginAs(reviewer), loginAs(support), loginAs(user)]);

    await refusedWith404(requireOperator(request('/api/admin/probe'), 'reviewer'));
    await refusedWith404(requireOperator(request('/api/admin/probe', { cookie: userCookie })));
    await refusedWith404(requireOperator(request('/api/admin/probe', { cookie: supportCookie }), 'reviewer'));
    await expect(requireOperator(request('/api/admin/probe', { cookie: reviewerCookie }), 'reviewer')).resolves.toMatchObject({
      mobile: reviewer,
      roles: ['reviewer'],
      actor: { name: reviewer },
    });
  });

  it('lets an administrator into every role', async () => {
    const admin = newPhone();
    await grantRole(cli, admin, 'admin');
    const cookie = await loginAs(admin);
    for (const role of ['reviewer', 'editor', 'support'] as const) {
      await expect(requireOperator(request('/api/admin/probe', { cookie }), role)).resolves.toMatchObject({ mobile: admin });
    }
  });
});
