// An operator imports government tender opportunities from a feed file (a JSON array of records as
// lib/opportunities/import-schema.ts describes), and their subscribers hear of the new ones:
//   npm run opportunities:import -- --file tenders.json
// Each new opportunity becomes an 'opportunity.push' job on the database's queue; a running app
// process delivers it (this command only queues, so it works beside a running server).
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { closeDb } from '@/lib/server/db/client';
import { openPushQueue, queueOpportunityPushes } from '@/lib/server/opportunities';
import { importBidOpportunities } from '@/lib/server/opportunities/import';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
if (!values.file) {
  console.error('用法: npm run opportunities:import -- --file <商机文件.json>');
  process.exit(2);
}
try {
  const result = await importBidOpportunities(JSON.parse(await readFile(values.file, 'utf8')));
  const queue = await openPushQueue();
  await queueOpportunityPushes(queue, result.added);
  await queue.stop({ graceful: false, wait: true });
  console.log(`› 新增 ${result.added.length} 条商机，已排队推送给订阅用户；已存在而跳过 ${result.skipped.length} 条`);
} catch (err) {
  const message = err instanceof z.ZodError ? err.issues.slice(0, 5).map((i) => `第 ${String(i.path[0] ?? '')} 条 ${i.path.slice(1).join('.')}: ${i.message}`).join('\n') : err instanceof Error ? err.message : String(err);
  console.error(`导入失败，未写入任何商机：\n${message}`);
  process.exitCode = 1;
} finally {
  await closeDb();
}
