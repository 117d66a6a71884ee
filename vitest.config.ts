import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = {
  '@': root,
  // Tests import server modules directly; the marker only matters to Next's bundler.
  'server-only': path.join(root, 'test/server-only-stub.ts'),
};

const UNIT_TESTS = ['{lib,components,scripts,server,seed,test}/**/*.test.{ts,tsx}', '*.test.ts'];
const NOT_UNIT = ['**/*.int.test.ts', 'node_modules/**'];
const DOM_TESTS = '{components/**/*.test.tsx,lib/**/api.test.ts,lib/api/*.test.ts}';

// A default city other than 重庆 (500100), so tests of the 500000 -> 500100 mapping cannot pass by
// falling back to the default.
// The portal-wide SMS budget is far above what the suites send together (one test lowers it on purpose).
const INT_ENV = { NODE_ENV: 'test', DEFAULT_CITY_CODE: '510100', SMS_GLOBAL_PER_MINUTE: '100000', SMS_GLOBAL_PER_DAY: '10000000' };

// Integration suites run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const integration = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ['**/*.int.test.ts'],
    exclude: ['node_modules/**', '.next/**'],
    environment: 'node',
    globalSetup: ['test/global-setup-db.ts'],
    setupFiles: ['test/setup-db.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

// Vitest's default is a worker per core but one, so a 2-core machine ran every file one after another.
// Two at least: much of an integration file's time is spent waiting (on PostgreSQL, on loading modules),
// and each worker has its own copy of the seeded database (test/global-setup-db.ts).
const WORKERS = Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          // Pure logic runs in Node: a DOM environment more than doubles its time.
          name: 'unit',
          include: UNIT_TESTS,
          exclude: [...NOT_UNIT, DOM_TESTS],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          // Components, and the client request layer (ky, msw's browser-like fetch, location), need a DOM.
          name: 'unit-dom',
          include: [DOM_TESTS],
          exclude: NOT_UNIT,
          environment: 'happy-dom',
        },
      },
      integration('int-pglite', { ...INT_ENV, DATABASE_URL: '', TEST_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration('int-postgres', { ...INT_ENV, TEST_DRIVER: 'postgres' })]
        : []),
    ],
  },
});
