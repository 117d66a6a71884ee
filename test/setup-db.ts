import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { workerPostgresUrl } from '@/test/postgres-url';
import { closeDb, openDb, setDbHandle } from '@/lib/server/db/client';

// Every integration file gets the database the global setup seeded, behind the app's own getDb().
const url = workerPostgresUrl();
const dump = inject('pgliteDump');
setDbHandle(
  url ? openDb({ url }) : openDb({ loadDataDir: new Blob([new Uint8Array(await readFile(dump))]) }),
);

afterAll(async () => {
  await closeDb();
});
