// `npm run bench:push -- [--subscribers 100000]`: the delivery of a new opportunity to its subscribers
// (docs/benchmarks.md "Pushes"). On its own database beside the bench's (BENCH_DATABASE_URL + `_push`, made
// afresh): N enterprise subscriptions to 政府招标 (channel 4) in 重庆, each with a confirmed e-mail address and
// 即时发送, and one new notice that every one of them matches; then the push job's work, timed: matching,
// one inbox message and one push row per subscriber, and each mail recorded for the mail queue. The
// number of bids does not enter: the job reads its one record by its code.
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { count, sql } from 'drizzle-orm';
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';
import { mailDeliveries } from '@/lib/server/db/schema';
import { pushOpportunity } from '@/lib/server/opportunities/push';
import { seedDatabase } from '@/seed';
import { DEFAULT_DATABASE_URL, siblingDatabaseUrl } from './cli-options';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '100000' } } });
const subscribers = Number(values.subscribers);
if (!Number.isInteger(subscribers) || subscribers < 1) {
  console.error('用法: npm run bench:push -- [--subscribers 100000]');
  process.exit(2);
}

/** The budget of the push of one record to 100,000 subscribers (matching and queueing). */
const BUDGET_SECONDS = 60;

const url = siblingDatabaseUrl(process.env.BENCH_DATABASE_URL || DEFAULT_DATABASE_URL, 'push');
const admin = new URL(url);
const name = decodeURIComponent(admin.pathname.slice(1));
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists "${name}" with (force)`);
await client.query(`create database "${name}"`);
await client.end();

console.log(`› 数据库 ${url}（重建），${subscribers.toLocaleString('zh-CN')} 个订阅`);
const handle = await openDb({ url, statementTimeoutMs: 0 });
setDbHandle(Promise.resolve(handle));
await seedDatabase(handle.db, { scale: 0.01 });
const db = handle.db;
// Synthetic subscribers 10,000,001…: one enterprise identity each, matched by the notice below.
const first = 10_000_001;
const settings = JSON.stringify({ channel: 4, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 100 });
await db.execute(sql`
  insert into opportunity_subscription (user_id, bu_id, channel, settings, channel_in_use)
  select g, g, 4, ${settings}::jsonb, 1 from generate_series(${first}::int, ${first + subscribers - 1}::int) g`);
await db.execute(sql`insert into mail_address (user_id, email, state) select g, 'u' || g || '@example.com', 'active' from generate_series(${first}::int, ${first + subscribers - 1}::int) g`);
await db.execute(sql`
  insert into mail_subscription_mode (subscription_id, user_id, mode)
  select id, user_id, 'instant' from opportunity_subscription where user_id >= ${first}`);
const code = 'ZBBENCHPUSH0001';
await db.execute(sql`
  insert into bid_opportunity (code, type, bid_source, project_name, project_number, purchaser_name, purchase_unit, business_direction, city_code, budget_amount, publish_time, content)
  values (${code}, 2, 2, '重庆市某区政务服务一网通办平台升级项目', 'CQ-BENCH-1', '重庆市某区大数据发展局', 'djjg', 'rjkf', '500100', '800000', now(), '项目内容')`);
await db.execute(sql`analyze`);

const started = performance.now();
const sent = await pushOpportunity({ kind: 'bid', orderId: code });
const seconds = (performance.now() - started) / 1000;
const [mails] = await db.select({ n: count() }).from(mailDeliveries);
await closeDb();

const lines = [
  `# Pushes: one new record to ${subscribers.toLocaleString('en')} subscribers`,
  '',
  `Command: \`npm run bench:push -- --subscribers ${subscribers}\` · ${new Date().toISOString()} · Node ${process.version} · PostgreSQL`,
  '',
  '| Measure | Figure | Budget |',
  '|---|---|---|',
  `| Inbox messages and pushes | ${sent.toLocaleString('en')} | |`,
  `| Mails queued (instant) | ${Number(mails!.n).toLocaleString('en')} | |`,
  `| Matching and queueing | ${seconds.toFixed(1)} s (${Math.round(sent / seconds).toLocaleString('en')} a second) | ${subscribers >= 100_000 ? `≤ ${BUDGET_SECONDS} s ${seconds <= BUDGET_SECONDS ? '✓' : '✗'}` : `(${BUDGET_SECONDS} s at 100,000)`} |`,
  '',
];
const out = lines.join('\n');
console.log(out);
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/push.md', out);
