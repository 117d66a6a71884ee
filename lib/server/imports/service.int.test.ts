import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS } from '@/lib/imports/template';
import type { ImportReport } from '@/lib/imports/types';
import { getDb, queryRows } from '@/lib/server/db/client';
import { bidOpportunities, importJobs, importLedger, purchasers, searchSourceVersion, suppliers, userMessages, winningBids } from '@/lib/server/db/schema';
import type { PushRef } from '@/lib/opportunities/push-kinds';
import { openPushQueue, queueOpportunityPushes } from '@/lib/server/opportunities';
import { pushOpportunity } from '@/lib/server/opportunities/push';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { enterpriseUser } from '@/test/kits/opportunities';
import { creditCode } from '@/seed/names';
import { buildOcdsSample } from '@/seed/ocds-sample';
import { createRng } from '@/seed/rng';
import { fileChecksum, importFile, ImportTakenOver, type ImportOptions } from '.';

const SAMPLE = 'test/data/ocds-sample.json.gz';
const noPush = async () => undefined;
const counts = (r: ImportReport) => ({ read: r.read, created: r.created, updated: r.updated, unchanged: r.unchanged, refused: r.refused });

async function run(bytes: Buffer, opts: Partial<ImportOptions> & Pick<ImportOptions, 'format'>) {
  const checksum = await fileChecksum(Readable.from([bytes]));
  return importFile(Readable.from([bytes]), { fileName: 'test', checksum, announce: noPush, ...opts });
}

/** The sample's first `count` releases as JSON Lines, their ocids renamed so each test has its own. */
const jsonLines = (count: number, prefix: string) =>
  Buffer.from(buildOcdsSample(count).map((r) => JSON.stringify(r).replaceAll('ocds-jfsample', prefix)).join('\n'));

async function ledgerOf(prefix: string) {
  const db = await getDb();
  return db.select().from(importLedger).where(and(eq(importLedger.source, 'ocds'), like(importLedger.sourceKey, `${prefix}-%`)));
}

describe('importing the OCDS sample', () => {
  it('creates ordinary records once; a second import of the file changes nothing, not even the search cache', async () => {
    const checksum = await fileChecksum(createReadStream(SAMPLE));
    const first = await importFile(createReadStream(SAMPLE), { format: 'ocds', fileName: 'ocds-sample.json.gz', checksum, announce: noPush, batchSize: 500 });
    expect(first.report.read).toBe(3000);
    expect(first.report.refused).toBe(0);
    expect(first.report.created).toBeGreaterThan(2500);
    // Corrected awards (later releases of an ocid) update their winning bid.
    expect(first.report.updated).toBeGreaterThan(0);
    expect(first.report.suppliersCreated).toBeGreaterThan(0);

    const db = await getDb();
    const ledger = await ledgerOf('ocds-jfsample');
    const bidCodes = ledger.filter((l) => l.target === 'winning_bid').map((l) => l.targetCode);
    const bids = await db.select().from(winningBids).where(inArray(winningBids.bidCode, bidCodes));
    expect(bids).toHaveLength(bidCodes.length);
    // Complete records the pages show: a purchaser of the portal, a winner with its id, amounts in yuan.
    for (const b of bids.slice(0, 50)) {
      expect(b.bidCompId).not.toBeNull();
      expect(b.purchaseCode).toMatch(/^P/);
      expect(b.amount).toBeGreaterThan(1000);
      expect(b.cityName.length).toBeGreaterThan(1);
    }
    // Units are never duplicated: one purchaser per credit code.
    const dupes = await db
      .select({ code: purchasers.creditCode })
      .from(purchasers)
      .where(isNotNull(purchasers.creditCode))
      .groupBy(purchasers.creditCode)
      .having(sql`count(*) > 1`);
    expect(dupes).toEqual([]);

    const version = async () => (await db.select().from(searchSourceVersion).where(eq(searchSourceVersion.source, 'tender')))[0]?.version;
    const before = await version();
    const second = await importFile(createReadStream(SAMPLE), { format: 'ocds', fileName: 'ocds-sample.json.gz', checksum, announce: noPush, batchSize: 500 });
    expect(counts(second.report)).toEqual({ read: 3000, created: 0, updated: 0, unchanged: first.report.created + first.report.updated + first.report.unchanged, refused: 0 });
    expect(second.report.purchasersCreated + second.report.suppliersCreated).toBe(0);
    expect(await version()).toBe(before);
  }, 240_000);

  it('an import interrupted after two batches and restarted ends as one run does', async () => {
    const whole = await run(jsonLines(120, 'ocds-one'), { format: 'ocds', batchSize: 20 });
    const bytes = jsonLines(120, 'ocds-two');
    let batches = 0;
    await expect(
      run(bytes, {
        format: 'ocds',
        batchSize: 20,
        onProgress: () => {
          if (++batches === 2) throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    // What the two batches committed stays, and the job knows where it stopped.
    const committed = await ledgerOf('ocds-two');
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.length).toBeLessThan((await ledgerOf('ocds-one')).length);
    const resumed = await run(bytes, { format: 'ocds', batchSize: 20 });
    expect(resumed.resumedFrom).toBe(40);
    expect(counts(resumed.report)).toEqual(counts(whole.report));
    const [one, two] = [await ledgerOf('ocds-one'), await ledgerOf('ocds-two')];
    expect(two.map((l) => l.sourceKey.replaceAll('ocds-two', '')).sort()).toEqual(one.map((l) => l.sourceKey.replaceAll('ocds-one', '')).sort());
    const db = await getDb();
    const made = await db.select({ code: winningBids.bidCode }).from(winningBids).where(inArray(winningBids.bidCode, two.map((l) => l.targetCode)));
    const opportunities = await db.select({ code: bidOpportunities.code }).from(bidOpportunities).where(inArray(bidOpportunities.code, two.map((l) => l.targetCode)));
    expect(made.length + opportunities.length).toBe(two.length);
  }, 120_000);

  it('queues the pushes a run committed but stopped before queueing, when the file runs again', async () => {
    const bytes = jsonLines(80, 'ocds-outbox');
    const announced: PushRef[] = [];
    let calls = 0;
    const announce = async (refs: PushRef[]) => {
      if (++calls === 1) throw new Error('stopped after the commit');
      announced.push(...refs);
    };
    await expect(run(bytes, { format: 'ocds', batchSize: 20, announce })).rejects.toThrow('stopped after the commit');
    expect(announced).toEqual([]);
    const resumed = await run(bytes, { format: 'ocds', batchSize: 20, announce });
    // Every new record of the file is announced once: the stopped batch's first, then the rest.
    const made = (await ledgerOf('ocds-outbox')).map((l) => `${l.target === 'winning_bid' ? 'award' : 'bid'}:${l.targetCode}`);
    expect(made.filter((m) => m.startsWith('bid:')).length).toBeGreaterThan(0);
    const records = announced.filter((r) => r.kind !== 'supplier');
    expect(records.map((r) => `${r.kind}:${r.orderId}`).sort()).toEqual([...new Set(made)].sort());
    // So is every supplier the file brought to the portal (an award's winner not yet known), once.
    const madeSuppliers = announced.filter((r) => r.kind === 'supplier').map((r) => r.orderId);
    expect(madeSuppliers.length).toBe(resumed.report.suppliersCreated);
    expect(new Set(madeSuppliers).size).toBe(madeSuppliers.length);
    const db = await getDb();
    const [job] = await db.select().from(importJobs).where(eq(importJobs.id, resumed.jobId!));
    expect(job).toMatchObject({ status: 'done', unannounced: null });
  }, 120_000);

  it('writes each row once when two runs of one file go at once', async () => {
    const db = await getDb();
    const bidsNow = async () => Number((await queryRows<{ n: string }>(db, sql`select count(*) as n from winning_bid`))[0]!.n);
    const before = await bidsNow();
    const single = await run(jsonLines(100, 'ocds-single'), { format: 'ocds', batchSize: 20 });
    const oneRun = (await bidsNow()) - before;
    const bytes = jsonLines(100, 'ocds-twice');
    const results = await Promise.allSettled([run(bytes, { format: 'ocds', batchSize: 20 }), run(bytes, { format: 'ocds', batchSize: 20 })]);
    // Each run finishes, or stops because the other committed the batch it was writing.
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ImportTakenOver);
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    expect((await bidsNow()) - before - oneRun).toBe(oneRun);
    const [twice, once] = [await ledgerOf('ocds-twice'), await ledgerOf('ocds-single')];
    expect(twice.map((l) => l.sourceKey.replaceAll('ocds-twice', '')).sort()).toEqual(once.map((l) => l.sourceKey.replaceAll('ocds-single', '')).sort());
    // The jobs of the file count its rows once between them.
    const checksum = await fileChecksum(Readable.from([bytes]));
    const jobs = await db.select().from(importJobs).where(eq(importJobs.checksum, checksum));
    expect(jobs.reduce((n, j) => n + j.report.created, 0)).toBe(single.report.created);
  }, 120_000);

  it('refuses broken JSON lines and keeps every other row', async () => {
    const good = jsonLines(30, 'ocds-broken').toString().split('\n');
    const text = [...good.slice(0, 10), '{"ocid": "ocds-broken-x", "id": ', ...good.slice(10)].join('\n');
    const { report } = await run(Buffer.from(text), { format: 'ocds' });
    expect(report.read).toBe(31);
    expect(report.refusals).toEqual([{ line: 11, reason: '该行不是有效的 JSON' }]);
    expect(await ledgerOf('ocds-broken')).toHaveLength(report.created);
  });
});

const header = TEMPLATE_COLUMNS.map((c) => c.name).join(',');
const tpl = (cells: Partial<Record<(typeof TEMPLATE_COLUMNS)[number]['name'], string>>) => TEMPLATE_COLUMNS.map((c) => cells[c.name] ?? '').join(',');
const award = (key: string, over: Partial<Record<(typeof TEMPLATE_COLUMNS)[number]['name'], string>> = {}) =>
  tpl({
    记录编号: key,
    记录类型: '中标结果',
    项目名称: '重庆市智慧医保结算平台升级改造项目',
    项目编号: `CQZC2025-${key}`,
    采购单位: '重庆市医疗保障局',
    地区: '500103',
    中标单位: `重庆导入测试${key}科技有限公司`,
    中标单位统一社会信用代码: '91500000MA5U7JTL2K',
    '中标金额（元）': '1280000',
    发布日期: '2025-06-01',
    ...over,
  });

describe('importing the spreadsheet template', () => {
  it('refuses each bad row with its line and reason, and loses no other row', async () => {
    const stamp = Date.now();
    const k = (n: number) => `IT${stamp}-${n}`;
    const lines = [
      header,
      award(k(1)), // line 2: fine
      award(k(2), { 项目名称: '' }), // 3: missing field
      award(k(3), { 中标单位统一社会信用代码: '91500000MA5U7JTL2A' }), // 4: bad check character
      award(k(4), { 地区: '990000' }), // 5: unknown region
      award(k(5), { '中标金额（元）': '一百二十八万' }), // 6: amount not a number
      award(k(1)), // 7: duplicate key
      tpl({ 记录编号: k(7), 记录类型: '招标公告', 项目名称: '重庆市政务云运维服务项目', 项目编号: 'CQ-7', 采购单位: '重庆市大数据应用发展管理局', 地区: '重庆市渝北区', 发布日期: '2025-06-02' }), // 8: fine
    ];
    const utf8 = Buffer.from(`${lines.join('\n')}\n`);
    // Line 9 has the purchaser's name in GBK inside a UTF-8 file: wrong encoding.
    const [before, after] = award(k(8)).split('重庆市医疗保障局') as [string, string];
    const bytes = Buffer.concat([utf8, Buffer.from(before), iconv.encode('重庆市医疗保障局', 'gbk'), Buffer.from(`${after}\n`)]);
    const { report } = await run(bytes, { format: 'template' });
    const reasons = report.refusals.map((r) => [r.line, r.reason]);
    expect(reasons).toEqual([
      [3, '缺少必填字段「项目名称」'],
      [4, '中标单位统一社会信用代码校验位错误：91500000MA5U7JTL2A'],
      [5, '地区无法识别：990000'],
      [6, '中标金额不是数字：一百二十八万'],
      [7, `重复的记录：文件中已有相同的键 ${k(1)}`],
      [9, '编码错误：该行含无法识别的字符，请将文件保存为 UTF-8 或 GBK'],
    ]);
    expect(counts(report)).toMatchObject({ read: 8, created: 2, refused: 6 });
    const db = await getDb();
    const made = await db.select().from(importLedger).where(and(eq(importLedger.source, 'template'), like(importLedger.sourceKey, `template:IT${stamp}-%`)));
    expect(made.map((m) => m.sourceKey).sort()).toEqual([`template:${k(1)}`, `template:${k(7)}`]);
  });

  it('announces a supplier it brings to the portal once, beside its award', async () => {
    const key = `SUP${Date.now()}`;
    const code = creditCode(createRng(Date.now()), '500000');
    const bytes = Buffer.from(`${header}\n${award(key, { 中标单位: `重庆新建档${key}科技有限公司`, 中标单位统一社会信用代码: code })}\n`);
    const sent: PushRef[] = [];
    const announce = async (refs: PushRef[]) => {
      sent.push(...refs);
    };
    await run(bytes, { format: 'template', announce });
    await run(bytes, { format: 'template', announce });
    const db = await getDb();
    const [made] = await db.select({ code: suppliers.compCode }).from(suppliers).where(eq(suppliers.creditCode, code));
    expect(sent.filter((r) => r.kind === 'supplier')).toEqual([{ kind: 'supplier', orderId: made!.code }]);
    expect(sent.filter((r) => r.kind === 'award')).toHaveLength(1);
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const key = `DRY${Date.now()}`;
    const { report, jobId } = await run(Buffer.from(`${header}\n${award(key)}\n`), { format: 'template', dryRun: true });
    expect(jobId).toBeNull();
    expect(counts(report)).toEqual({ read: 1, created: 1, updated: 0, unchanged: 0, refused: 0 });
    const db = await getDb();
    expect(await db.select().from(importLedger).where(eq(importLedger.sourceKey, `template:${key}`))).toHaveLength(0);
    expect(await db.select().from(suppliers).where(eq(suppliers.compName, `重庆导入测试${key}科技有限公司`))).toHaveLength(0);
  });

  it('matches a purchaser by credit code, then by exact name, and an edited row updates its record', async () => {
    const key = `UPD${Date.now()}`;
    const db = await getDb();
    const file = (amount: string) => Buffer.from(`${header}\n${award(key, { '中标金额（元）': amount, 采购单位统一社会信用代码: '12100000400000624D' })}\n`);
    const first = await run(file('500000'), { format: 'template' });
    expect(first.report.created).toBe(1);
    const named = await db.select().from(purchasers).where(eq(purchasers.name, '重庆市医疗保障局'));
    expect(named).toHaveLength(1);
    expect(named[0]?.creditCode).toBe('12100000400000624D');
    const second = await run(file('480000'), { format: 'template' });
    expect(counts(second.report)).toMatchObject({ updated: 1, created: 0 });
    const [entry] = await db.select().from(importLedger).where(eq(importLedger.sourceKey, `template:${key}`));
    const [bid] = await db.select().from(winningBids).where(eq(winningBids.bidCode, entry!.targetCode));
    expect(bid?.amount).toBe(480000);
  });

  it('queues the push of a new matching tender notice once, and it reaches the subscriber', async () => {
    const owner = await enterpriseUser();
    await saveSubscription(owner, { channel: 3, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 1000 });
    const key = `PUSH${Date.now()}`;
    const row = tpl({ 记录编号: key, 记录类型: '招标公告', 项目名称: `重庆市不动产登记平台建设项目${key}`, 项目编号: key, 采购单位: '重庆市规划和自然资源局', 地区: '500100', '预算金额（元）': '3600000', 发布日期: '2025-07-01' });
    const bytes = Buffer.from(`${header}\n${row}\n`);
    const queue = await openPushQueue();
    const sent: PushRef[] = [];
    const announce = async (refs: PushRef[]) => {
      sent.push(...refs);
      await queueOpportunityPushes(queue, refs);
    };
    try {
      await run(bytes, { format: 'template', announce });
      await run(bytes, { format: 'template', announce });
    } finally {
      await queue.stop({ graceful: false, wait: true });
    }
    expect(sent).toHaveLength(1);
    const db = await getDb();
    const jobs = await queryRows<{ id: string }>(db, sql`select id from pgboss.job where name = 'opportunity.push' and data->>'orderId' = ${sent[0]!.orderId}`);
    expect(jobs).toHaveLength(1);
    await pushOpportunity({ kind: 'bid', orderId: sent[0]!.orderId });
    const inbox = await db.select().from(userMessages).where(and(eq(userMessages.userId, owner.userId), eq(userMessages.kind, 'bid_push')));
    expect(inbox.map((m) => m.title)).toEqual([`新商机：重庆市不动产登记平台建设项目${key}`]);
  });
});
