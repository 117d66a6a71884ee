import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, getDbHandle, queryRows } from '@/lib/server/db/client';
import { storedFiles } from '@/lib/server/db/schema';
import { JOBS } from './jobs';
import { startQueue, type JobDefinition } from './queue';

async function until(check: () => boolean | Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the job queue', () => {
  it('runs a job sent once exactly once, with two workers on the database', async () => {
    const seen: object[] = [];
    const job: JobDefinition = { name: `test.once.${Date.now()}`, run: async (data) => void seen.push(data) };
    const handle = await getDbHandle();
    const [a, b] = [await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 }), await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 })];
    try {
      await a.send(job.name, { n: 1 });
      await until(() => seen.length > 0);
      await new Promise((r) => setTimeout(r, 1500)); // time for a second worker to run it again, if it could
      expect(seen).toEqual([{ n: 1 }]);
    } finally {
      await a.stop({ graceful: false, wait: true });
      await b.stop({ graceful: false, wait: true });
    }
  });

  it('starts on several processes at once, each working the queues whichever of them created', async () => {
    // Servers deployed together start their queues at the same moment (CI once saw a deadlock here).
    const stamp = Date.now();
    const seen: object[] = [];
    const jobs: JobDefinition[] = [
      { name: `test.race.${stamp}.a`, run: async (data) => void seen.push(data) },
      { name: `test.race.${stamp}.b`, cron: '0 0 1 1 *', run: async () => undefined },
    ];
    const handle = await getDbHandle();
    const queues = await Promise.all([1, 2, 3, 4].map(() => startQueue(handle, jobs, { pollingIntervalSeconds: 0.5 })));
    try {
      await queues[3]!.send(jobs[0]!.name, { started: queues.length });
      await until(() => seen.length > 0);
      expect(seen).toEqual([{ started: 4 }]);
    } finally {
      for (const q of queues) await q.stop({ graceful: false, wait: true });
    }
  });

  it("gives a job that names a longer run its expiry, on a queue made before too, and the others pg-boss's", async () => {
    const stamp = Date.now();
    const long: JobDefinition = { name: `test.long.${stamp}`, expireInSeconds: 7200, run: async () => undefined };
    const plain: JobDefinition = { name: `test.plain.${stamp}`, run: async () => undefined };
    const handle = await getDbHandle();
    const before = await startQueue(handle, [{ ...long, expireInSeconds: undefined }]);
    await before.stop({ graceful: false, wait: true });
    const boss = await startQueue(handle, [long, plain]);
    try {
      const sent = await Promise.all([long, plain].map((j) => boss.send(j.name, {})));
      const rows = await queryRows<{ name: string; seconds: number }>(
        await getDb(),
        sql`select name, extract(epoch from expire_in)::int as seconds from pgboss.job where id = any(${sql.param(sent)}::uuid[]) order by name`,
      );
      expect(rows).toEqual([
        { name: long.name, seconds: 7200 },
        { name: plain.name, seconds: 15 * 60 },
      ]);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });

  it('keeps a job sent while no worker runs, for the next start', async () => {
    const seen: object[] = [];
    const job: JobDefinition = { name: `test.later.${Date.now()}`, run: async (data) => void seen.push(data) };
    const handle = await getDbHandle();
    const sender = await startQueue(handle, []);
    await sender.createQueue(job.name);
    await sender.send(job.name, { kept: true });
    await sender.stop({ graceful: false, wait: true });
    const worker = await startQueue(handle, [job], { pollingIntervalSeconds: 0.5 });
    try {
      await until(() => seen.length > 0);
      expect(seen).toEqual([{ kept: true }]);
    } finally {
      await worker.stop({ graceful: false, wait: true });
    }
  });

  it('schedules the upload clean-up, which removes only stale unreferenced files', async () => {
    const cleanup = JOBS.find((j) => j.name === 'files.cleanup');
    expect(cleanup?.cron).toBeTruthy();
    const db = await getDb();
    const tag = `${Date.now()}`;
    const row = (name: string, hoursAgo: number, referenced: boolean): typeof storedFiles.$inferInsert => ({
      fileKey: `${tag}${name}`,
      ownerUserId: 1,
      kind: 'image',
      origName: name,
      contentType: 'image/png',
      sizeBytes: 1,
      data: Buffer.from([1]),
      createdAt: new Date(Date.now() - hoursAgo * 3600_000),
      referencedAt: referenced ? new Date() : null,
    });
    await db.insert(storedFiles).values([row('stale', 25, false), row('fresh', 1, false), row('used', 48, true)]);
    // The clean-up queues nothing: it needs no queue.
    await cleanup!.run({}, null as unknown as PgBoss);
    const left = await queryRows<{ file_key: string }>(db, sql`select file_key from stored_file where file_key like ${`${tag}%`} order by file_key`);
    expect(left.map((r) => r.file_key)).toEqual([`${tag}fresh`, `${tag}used`]);
  });
});
