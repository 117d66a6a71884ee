import { inject } from 'vitest';
import { workerDatabaseName } from './worker-database';

/**
 * The PostgreSQL database of this test worker (test/global-setup-db.ts makes one copy of the seeded
 * database per worker, so files running at once never share one), or '' on the PGlite run.
 */
export function workerPostgresUrl(): string {
  const base = inject('postgresUrl');
  if (!base) return '';
  const url = new URL(base);
  url.pathname = `/${workerDatabaseName(url.pathname.slice(1), Number(process.env.VITEST_POOL_ID ?? 1))}`;
  return url.toString();
}
