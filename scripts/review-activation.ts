// An operator approves or rejects a purchasing unit's activation from the command line (the console's
// queue, /admin/activations, does the same through the same service; both are in the audit trail):
//   npm run activation:review -- --id 7 --proof ./证明.pdf      (saves the proof to read it first)
//   npm run activation:review -- --id 7 --approve
//   npm run activation:review -- --id 7 --reject "证明材料不清晰，请重新上传"
// Approving activates the unit and gives the applicant its identity; either way the applicant finds
// a message in the inbox. The proof is private (docs/file-storage.md): on the web only its reviewer's
// console call serves it to an operator; here it is saved to a file.
import { writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db/client';
import { activationProof, reviewActivation, type ReviewOutcome } from '@/lib/server/activation/service';

const SAID: Record<ReviewOutcome, string> = {
  approved: '已通过，申请人已获得该单位身份',
  rejected: '已驳回',
  missing: '不存在',
  changed: '不在审核中（已处理过）',
  'unit-exists': '未通过：该单位已被其他申请激活，请驳回',
};

const { values } = parseArgs({ options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'string' }, proof: { type: 'string' } } });
const id = Number(values.id);
const decisions = [Boolean(values.approve), Boolean(values.reject?.trim()), Boolean(values.proof)].filter(Boolean).length;
if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647 || decisions !== 1) {
  console.error('用法: npm run activation:review -- --id <申请编号> (--proof <保存路径> | --approve | --reject "<原因>")');
  process.exitCode = 2;
} else if (values.proof) {
  const proof = await activationProof(id);
  if (proof) await writeFile(values.proof, proof.data);
  console.log(proof ? `› 激活申请 ${id} 的证明材料（${proof.origName}）已保存到 ${values.proof}` : `› 激活申请 ${id} 没有证明材料`);
  process.exitCode = proof ? 0 : 1;
  await closeDb();
} else {
  const actor = { operatorId: null, name: `cli:${userInfo().username}` };
  const outcome = await reviewActivation(actor, id, values.approve ? { status: 'approved' } : { status: 'rejected', note: values.reject!.trim() });
  console.log(`› 激活申请 ${id} ${SAID[outcome]}`);
  process.exitCode = outcome === 'approved' || outcome === 'rejected' ? 0 : 1;
  await closeDb();
}
