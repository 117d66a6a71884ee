// Operators of the console (/admin) from the command line, for the first administrator and for a
// machine whose console is out of reach (docs/operations.md, Operators):
//   npm run operator -- --grant 13800000001 admin     (admin, reviewer, editor, support)
//   npm run operator -- --revoke 13800000001 editor
//   npm run operator -- --list
// Every grant and revocation is in the audit trail, as `cli:<os user>`.
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { isOperatorRole, OPERATOR_ROLES, ROLE_LABELS } from '@/lib/operators/roles';
import { closeDb } from '@/lib/server/db/client';
import { grantRole, listOperators, revokeRole } from '@/lib/server/operators';

const USAGE = `用法: npm run operator -- --grant <手机号> <角色> | --revoke <手机号> <角色> | --list  (角色: ${OPERATOR_ROLES.map((r) => `${r} ${ROLE_LABELS[r]}`).join('，')})`;

const { values, positionals } = parseArgs({
  options: { grant: { type: 'string' }, revoke: { type: 'string' }, list: { type: 'boolean' } },
  allowPositionals: true,
});

async function main(): Promise<number> {
  if (values.list) {
    const operators = await listOperators();
    if (!operators.length) console.log('› 还没有运营人员');
    for (const op of operators) console.log(`${op.mobile}  ${op.userName}  ${op.roles.map((r) => ROLE_LABELS[r]).join('、')}`);
    return 0;
  }
  const mobile = (values.grant ?? values.revoke ?? '').trim();
  const role = positionals[0] ?? '';
  if (!/^1\d{10}$/.test(mobile) || !isOperatorRole(role) || (values.grant && values.revoke)) {
    console.error(USAGE);
    return 2;
  }
  const actor = { operatorId: null, name: `cli:${userInfo().username}` };
  if (values.grant) {
    const changed = await grantRole(actor, mobile, role);
    console.log(changed ? `› ${mobile} 已获得角色 ${ROLE_LABELS[role]}` : `› ${mobile} 已有角色 ${ROLE_LABELS[role]}`);
    return 0;
  }
  const result = await revokeRole(actor, mobile, role);
  const said = { revoked: `› 已收回 ${mobile} 的角色 ${ROLE_LABELS[role]}`, 'not-held': `› ${mobile} 没有角色 ${ROLE_LABELS[role]}`, 'last-admin': `› ${mobile} 是最后一名管理员，至少保留一名管理员` };
  console.log(said[result]);
  return result === 'revoked' ? 0 : 1;
}

process.exitCode = await main();
await closeDb();
