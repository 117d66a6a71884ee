import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '@/lib/server/db/client';
import { seedDatabase } from '@/seed';
import { ensureReferenceData } from '@/seed/reference';
import { createDatabase, dropDatabase } from '@/scripts/reliability/kit';
import { workerDatabaseName } from './worker-database';

/** The scale integration suites run at: enough rows for "999+" counts, small enough to seed in seconds. */
export const TEST_SCALE = 0.25;

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresUrl: string;
  }
}

// Seeds one database per run; each test file then starts from it (PGlite: a copy of the dump in memory;
// PostgreSQL: the copy of its worker, made from the seeded one before any file runs: files of one worker
// run one after another, as on one connection; the copies are dropped at the end).
export default async function setup(project: TestProject) {
  // The project's `env` reaches its test workers, not this main-process hook: read it from the project.
  if (project.config.env.TEST_DRIVER === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const name = `jf_test_${process.pid}_${Date.now()}`;
    const url = await createDatabase(base, name);
    const handle = await openDb({ url });
    await seedDatabase(handle.db, { scale: TEST_SCALE });
    await ensureReferenceData(handle.db);
    await handle.close();
    const copies = Array.from({ length: project.globalConfig.maxWorkers }, (_, i) => workerDatabaseName(name, i + 1));
    for (const copy of copies) await createDatabase(base, copy, { template: name });
    project.provide('postgresUrl', url);
    project.provide('pgliteDump', '');
    return async () => {
      for (const db of [...copies, name]) await dropDatabase(base, db);
    };
  }
  const handle = await openDb({ dataDir: 'memory://' });
  await seedDatabase(handle.db, { scale: TEST_SCALE });
  await ensureReferenceData(handle.db);
  const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'jf-pglite-'));
  const file = path.join(dir, 'seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('postgresUrl', '');
}
