// An operator approves or rejects a preferred scheme from the command line (the console's review queue,
// /admin/schemes, does the same through the same service; both are in the audit trail):
//   npm run scheme:review -- --id 12 --approve
//   npm run scheme:review -- --id 12 --reject "方案材料不完整，请补充产品说明书"
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db/client';
import { stopQueue } from '@/lib/server/jobs/queue';
import { reviewScheme } from '@/lib/server/schemes/service';

const { values } = parseArgs({ options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'string' } } });
const id = Number(values.id);
if (!Number.isInteger(id) || id <= 0 || values.approve === Boolean(values.reject)) {
  console.error('用法: npm run scheme:review -- --id <方案编号> (--approve | --reject "<原因>")');
  process.exitCode = 2;
} else {
  const actor = { operatorId: null, name: `cli:${userInfo().username}` };
  const result = await reviewScheme(actor, id, values.approve ? { status: 'approved' } : { status: 'rejected', note: values.reject! });
  console.log(result === 'decided' ? `› 方案 ${id} 已${values.approve ? '通过' : '驳回'}` : `方案 ${id} 不存在`);
  process.exitCode = result === 'decided' ? 0 : 1;
  // An approval queued its push (the saved searches of /scheme.html): the queue this command opened for it stops.
  await stopQueue();
  await closeDb();
}
