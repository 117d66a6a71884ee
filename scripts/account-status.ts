// An operator sets an account's status (until the operators' console exists):
//   npm run account:status -- --mobile 13800000001 --status 1     (1 冻结 … 6, 0 恢复正常)
// With 1 to 6 the user is logged out on their next page (001 §6-§7).
import { parseArgs } from 'node:util';
import { ACCOUNT_STATUS, isAccountStatus } from '@/lib/accounts/status';
import { closeDb } from '@/lib/server/db/client';
import { setAccountStatus } from '@/lib/server/accounts/status';

const { values } = parseArgs({ options: { mobile: { type: 'string' }, status: { type: 'string' } } });
const status = Number(values.status);
const mobile = values.mobile?.trim() ?? '';
if (!/^1\d{10}$/.test(mobile) || !isAccountStatus(status)) {
  console.error(`用法: npm run account:status -- --mobile <手机号> --status <0-6>  (${Object.entries(ACCOUNT_STATUS).map(([k, v]) => `${k} ${v}`).join('，')})`);
  process.exitCode = 2;
} else {
  const done = await setAccountStatus(mobile, status);
  console.log(done ? `› 账号 ${mobile} 状态已设为 ${status}（${ACCOUNT_STATUS[status]}）` : `› 没有手机号为 ${mobile} 的账号`);
  process.exitCode = done ? 0 : 1;
  await closeDb();
}
