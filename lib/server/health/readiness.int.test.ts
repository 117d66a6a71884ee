import { NextRequest } from 'next/server';
import { afterAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/health/ready/route';
import { getDbHandle } from '@/lib/server/db/client';
import { appQueue, stopQueue } from '@/lib/server/jobs/queue';

// Readiness (docs/operations.md "Health checks, logs and shutdown"): 503 with the reason while anything
// it needs is missing, 200 once all is there.

const ask = async () => {
  const res = await GET(new NextRequest('http://localhost/api/health/ready'));
  return { status: res.status, body: (await res.json()) as { code: number; data: { checks: Record<string, unknown> } } };
};

const draining = globalThis as unknown as { __jfDraining?: boolean };

afterAll(async () => {
  draining.__jfDraining = undefined;
  await stopQueue();
});

describe('GET /api/health/ready', () => {
  it('is not ready before the job queue has started, and says so', async () => {
    const { status, body } = await ask();
    expect(status).toBe(503);
    expect(body.code).toBe(50300);
    expect(body.data.checks).toEqual({ draining: false, database: 'ok', migrations: 'ok', jobs: 'stopped' });
  });

  it('is ready once the database answers with every migration and the queue runs', async () => {
    await appQueue([]);
    const { status, body } = await ask();
    expect(status).toBe(200);
    expect(body.data.checks).toEqual({ draining: false, database: 'ok', migrations: 'ok', jobs: 'ok' });
  });

  it('turns 503 while the process drains', async () => {
    draining.__jfDraining = true;
    const { status, body } = await ask();
    draining.__jfDraining = undefined;
    expect(status).toBe(503);
    expect(body.data.checks).toMatchObject({ draining: true, database: 'ok', jobs: 'ok' });
  });

  // The embedded database of this file is its own copy; a server's is shared with other files, whose
  // start would apply the "missing" migration again.
  it.runIf(process.env.TEST_DRIVER === 'pglite')('names migrations this build has and the database lacks', async () => {
    const handle = await getDbHandle();
    const newest = 'select max(created_at) as at from drizzle.__drizzle_migrations';
    const [{ at }] = (await handle.executeSql(newest)).rows as [{ at: string }];
    (globalThis as { __jfMigrationsApplied?: boolean }).__jfMigrationsApplied = undefined;
    await handle.executeSql('update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = $1::bigint', [at]);
    try {
      const { status, body } = await ask();
      expect(status).toBe(503);
      expect(body.data.checks).toMatchObject({ database: 'ok', migrations: 'pending' });
    } finally {
      await handle.executeSql('update drizzle.__drizzle_migrations set created_at = $1::bigint where created_at = $1::bigint - 1', [at]);
    }
    expect((await ask()).status).toBe(200);
  });
});
