// The daily analytics report (docs/features.md, Analytics), counted again from the events and printed:
//   npm run analytics:report                 yesterday (China's calendar)
//   npm run analytics:report -- --day 2026-11-24 [--project production]
import { parseArgs } from 'node:util';
import { chinaDay } from '@/lib/format/date';
import { buildDailyReport } from '@/lib/server/analytics/events';
import { closeDb } from '@/lib/server/db/client';

const { values } = parseArgs({ options: { day: { type: 'string' }, project: { type: 'string' } } });
const day = values.day ?? chinaDay(new Date(Date.now() - 86_400_000));
if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(day))) {
  console.error('用法: npm run analytics:report -- [--day YYYY-MM-DD] [--project production|default]');
  process.exitCode = 2;
} else {
  const rows = (await buildDailyReport(day)).filter((r) => !values.project || r.project === values.project);
  console.log(`› ${day} 访问统计（${rows.length} 行）`);
  if (rows.length) console.table(rows.map((r) => ({ 项目: r.project, 事件: r.name, 页面: r.path, 次数: r.events, 访问: r.visits })));
  await closeDb();
}
