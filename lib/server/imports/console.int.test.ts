import { access, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { POST as importStatusRoute } from '@/app/api/admin/importStatus/route';
import { POST as uploadImportRoute } from '@/app/api/admin/uploadImport/route';
import type { OutputOf } from '@/lib/api/contract';
import { env } from '@/lib/env';
import type { importStatusCall } from '@/lib/imports/console-contracts';
import { TEMPLATE_COLUMNS } from '@/lib/imports/template';
import { emptyReport } from '@/lib/imports/types';
import { getDb, queryRows } from '@/lib/server/db/client';
import { importJobs, userMessages } from '@/lib/server/db/schema';
import { saveSubscription } from '@/lib/server/opportunities/subscriptions';
import { auditTrail, grantRole } from '@/lib/server/operators';
import { answerOf, loginAs, newPhone, request } from '@/test/kits/account-routes';
import { enterpriseUser } from '@/test/kits/opportunities';
import { fileChecksum } from '.';
import { FAILED_IMPORT_KEEP_DAYS, removeFailedImportFiles, runImportJob } from './run';

// The console's imports (docs/imports.md, The console): the upload stores the file and queues its job,
// the app's queue runs it, the status call reports it; a job that cannot read its file fails with the
// reason, and a job taken again after a crash resumes from its committed position.

type Status = OutputOf<typeof importStatusCall>;
const cli = { operatorId: null, name: 'cli:test' };
const origin = { origin: 'http://localhost' };
const header = TEMPLATE_COLUMNS.map((c) => c.name).join(',');
const tpl = (cells: Partial<Record<(typeof TEMPLATE_COLUMNS)[number]['name'], string>>) => TEMPLATE_COLUMNS.map((c) => cells[c.name] ?? '').join(',');

async function operator(role: 'editor' | 'reviewer') {
  const phone = newPhone();
  await grantRole(cli, phone, role);
  return loginAs(phone);
}

function upload(cookie: string, name: string, data: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)]), name);
  return uploadImportRoute(new NextRequest('http://localhost/api/admin/uploadImport', { method: 'POST', body: form, headers: { host: 'localhost', cookie, ...origin } }));
}

const status = async (cookie: string, id: number) => answerOf<Status>(await importStatusRoute(request('/api/admin/importStatus', { body: { id }, cookie, headers: origin })));

/** Waits for the app's queue to finish the job, as the detail page does. */
async function finished(cookie: string, id: number): Promise<Status> {
  return vi.waitFor(
    async () => {
      const { data } = await status(cookie, id);
      if (data.state !== 'done' && data.state !== 'failed') throw new Error(`still ${data.state}`);
      return data;
    },
    { timeout: 60_000, interval: 300 },
  );
}

describe('imports in the console', () => {
  it('an editor uploads a template file: it is stored, queued and imported, and the new notice reaches a subscriber', async () => {
    const editor = await operator('editor');
    const subscriber = await enterpriseUser();
    await saveSubscription(subscriber, { channel: 3, city: ['500100'], businessDirection: ['rjkf'], purchaseUnit: ['djjg'], budgetStart: 0, budgetEnd: 1000 });
    const key = `CONSOLE${Date.now()}`;
    const rows = [
      tpl({ 记录编号: key, 记录类型: '招标公告', 项目名称: `重庆市不动产登记平台建设项目${key}`, 项目编号: key, 采购单位: '重庆市规划和自然资源局', 地区: '500100', '预算金额（元）': '3600000', 发布日期: '2025-07-01' }),
      tpl({ 记录编号: `${key}-X`, 记录类型: '招标公告', 项目名称: '缺地区的项目', 项目编号: 'X', 采购单位: '重庆市规划和自然资源局', 发布日期: '2025-07-01' }),
    ];
    const res = await upload(editor, '招标数据.csv', Buffer.from(`${header}\n${rows.join('\n')}\n`), { format: 'auto', dryRun: '0' });
    const answer = await answerOf<{ id: number }>(res);
    expect(res.status).toBe(200);
    const id = answer.data.id;

    const db = await getDb();
    const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(row).toMatchObject({ fileName: '招标数据.csv', format: 'template', dryRun: false });
    expect(row!.filePath).toContain(resolve(env.IMPORT_DIR));
    const queued = await queryRows<{ id: string }>(db, sql`select id from pgboss.job where name = 'import.run' and (data->>'jobId')::int = ${id}`);
    expect(queued).toHaveLength(1);
    expect((await auditTrail({ action: 'import.upload', limit: 20 })).some((e) => e.recordId === String(id))).toBe(true);

    const done = await finished(editor, id);
    expect(done).toMatchObject({ state: 'done', percent: 100, read: 2, created: 1, refused: 1, dryRun: false, error: null });
    expect(done.refusals).toEqual([expect.objectContaining({ line: 3, reason: expect.stringContaining('地区') })]);
    expect(done.finishedAt).not.toBeNull();

    await vi.waitFor(
      async () => {
        const inbox = await db.select().from(userMessages).where(and(eq(userMessages.userId, subscriber.userId), eq(userMessages.kind, 'bid_push')));
        expect(inbox.map((m) => m.title)).toContain(`新商机：重庆市不动产登记平台建设项目${key}`);
      },
      { timeout: 60_000, interval: 300 },
    );
  });

  it('a dry run reports without writing; an unreadable file fails with its reason', async () => {
    const editor = await operator('editor');
    const key = `DRY${Date.now()}`;
    const row = tpl({ 记录编号: key, 记录类型: '招标公告', 项目名称: `试运行项目${key}`, 项目编号: key, 采购单位: '重庆市规划和自然资源局', 地区: '500100', 发布日期: '2025-07-01' });
    const dry = await answerOf<{ id: number }>(await upload(editor, 'dry.csv', Buffer.from(`${header}\n${row}\n`), { dryRun: '1' }));
    expect(await finished(editor, dry.data.id)).toMatchObject({ state: 'done', dryRun: true, read: 1, created: 1 });
    const db = await getDb();
    expect(await queryRows(db, sql`select 1 from import_ledger where source_key = ${`template:${key}`}`)).toHaveLength(0);

    const bad = await answerOf<{ id: number }>(await upload(editor, 'broken.json', Buffer.from('hello, this is no JSON')));
    const failed = await finished(editor, bad.data.id);
    expect(failed.state).toBe('failed');
    expect(failed.error).toContain('文件无法读取');
  });

  it('refuses a file of another type, and answers a reviewer and a user with the 404 of no call', async () => {
    const editor = await operator('editor');
    const wrong = await upload(editor, 'picture.png', Buffer.from('x'));
    expect(wrong.status).toBe(400);
    expect((await answerOf(wrong)).msg).toContain('文件格式有误');
    for (const cookie of [await operator('reviewer'), await loginAs(newPhone())]) {
      const res = await upload(cookie, 'a.csv', Buffer.from(header));
      expect(res.status).toBe(404);
      expect((await answerOf(await importStatusRoute(request('/api/admin/importStatus', { body: { id: 1 }, cookie, headers: origin })))).msg).toBe('接口不存在');
    }
  });

  it('a job taken again after its process died resumes after the committed rows', async () => {
    const key = `RESUME${Date.now()}`;
    const lines = [1, 2, 3].map((n) =>
      tpl({ 记录编号: `${key}-${n}`, 记录类型: '招标公告', 项目名称: `续接项目${key}-${n}`, 项目编号: `${key}-${n}`, 采购单位: '重庆市规划和自然资源局', 地区: '500100', 发布日期: '2025-07-01' }),
    );
    const bytes = Buffer.from(`${header}\n${lines.join('\n')}\n`);
    const path = resolve(join(env.IMPORT_DIR, `${key}.upload`));
    await mkdir(resolve(env.IMPORT_DIR), { recursive: true });
    await writeFile(path, bytes);
    // As a run that committed its first two rows, then lost its process (the rows themselves are not
    // written here: the resumed run must not write them again).
    const db = await getDb();
    const [job] = await db
      .insert(importJobs)
      .values({ checksum: await fileChecksum(Readable.from([bytes])), fileName: 'resume.csv', format: 'template', filePath: path, sizeBytes: bytes.length, startedAt: new Date(), position: 2, report: { ...emptyReport(false), read: 2, created: 2 } })
      .returning();
    await runImportJob(job!.id, async () => undefined);
    const [after] = await db.select().from(importJobs).where(eq(importJobs.id, job!.id));
    expect(after).toMatchObject({ status: 'done', position: 3 });
    expect(after!.report).toMatchObject({ read: 3, created: 3 });
    const written = await queryRows<{ source_key: string }>(db, sql`select source_key from import_ledger where source_key like ${`template:${key}-%`}`);
    expect(written.map((r) => r.source_key)).toEqual([`template:${key}-3`]);
  });
  it('removes the file of an import that failed a week ago, and keeps a recent one', async () => {
    const db = await getDb();
    await mkdir(resolve(env.IMPORT_DIR), { recursive: true });
    const jobAt = async (name: string, daysAgo: number) => {
      const path = resolve(join(env.IMPORT_DIR, `${name}${Date.now()}.upload`));
      await writeFile(path, 'x');
      const at = new Date(Date.now() - daysAgo * 24 * 3600_000);
      const [job] = await db
        .insert(importJobs)
        .values({ checksum: name, fileName: `${name}.csv`, format: 'template', filePath: path, status: 'failed', error: '导入中断：x', report: emptyReport(false), updatedAt: at })
        .returning();
      return { id: job!.id, path };
    };
    const [old, recent] = [await jobAt('old', FAILED_IMPORT_KEEP_DAYS + 1), await jobAt('recent', 1)];
    expect(await removeFailedImportFiles(new Date(Date.now() - FAILED_IMPORT_KEEP_DAYS * 24 * 3600_000))).toBeGreaterThanOrEqual(1);
    const exists = (path: string) => access(path).then(() => true, () => false);
    expect(await exists(old.path)).toBe(false);
    expect(await exists(recent.path)).toBe(true);
    const [row] = await db.select().from(importJobs).where(eq(importJobs.id, old.id));
    expect(row).toMatchObject({ status: 'failed', filePath: null, error: '导入中断：x' });
  });
});
