// An operator approves or rejects a submitted preferred scheme (until the operators' console exists):
//   npm run scheme:review -- --id 12 --approve
//   npm run scheme:review -- --id 12 --reject "方案材料不完整，请补充产品说明书"
import { parseArgs } from 'node:util';
import { closeDb } from '@/lib/server/db/client';
import { reviewScheme } from '@/lib/server/schemes/service';

const { values } = parseArgs({ options: { id: { type: 'string' }, approve: { type: 'boolean' }, reject: { type: 'string' } } });
const id = Number(values.id);
if (!Number.isInteger(id) || id <= 0 || values.approve === Boolean(values.reject)) {
  console.error('用法: npm run scheme:review -- --id <方案编号> (--approve | --reject "<原因>")');
  process.exitCode = 2;
} else {
  const found = await reviewScheme(id, values.approve ? { status: 'approved' } : { status: 'rejected', note: values.reject! });
  console.log(found ? `› 方案 ${id} 已${values.approve ? '通过' : '驳回'}` : `方案 ${id} 不存在`);
  process.exitCode = found ? 0 : 1;
  await closeDb();
}
