// An operator approves or rejects a purchasing unit's activation (until the operators' console exists):
//   npm run activation:review -- --id 7 --approve
//   npm run activation:review -- --id 7 --reject "证明材料不清晰，请重新上传"
// Approving activates the unit and gives the applicant its identity; either way the applicant finds
// a message in the inbox.
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db/client';
import { reviewActivation, type ReviewOutcome } from '@/lib/server/activation/service';

const SAID: Record<ReviewOutcome, string> = {
  approved: '已通过，申请人已获得该单位身份',
  rejected: '已驳回',
  missing: '不存在',
  'not-pending': '不在审核中（已处理过）',
  'unit-exists': '未通过：该单位已被其他申请激活，请驳回',
};

const { values } = parseArgs({ options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'string' } } });
const id = Number(values.id);
if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || Boolean(values.approve) === Boolean(values.reject?.trim())) {
  console.error('用法: npm run activation:review -- --id <申请编号> (--approve | --reject "<原因>")');
  process.exitCode = 2;
} else {
  const outcome = await reviewActivation(id, values.approve ? { approve: true } : { approve: false, reason: values.reject!.trim() });
  console.log(`› 激活申请 ${id} ${SAID[outcome]}`);
  process.exitCode = outcome === 'approved' || outcome === 'rejected' ? 0 : 1;
  await closeDb();
}
