#!/usr/bin/env node
// Serves the test build for Playwright on its own PGlite folder, seeded afresh, so a test run never
// fights a running `npm start` or `npm run dev` over a data folder or a build.
import { spawnSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// E2E_DATA_DIR lets a second suite run beside the first (with its own E2E_PORT and NEXT_DIST_DIR).
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(root, process.env.E2E_DATA_DIR) : path.join(root, '.data', 'e2e');
const env = {
  ...process.env,
  PGLITE_DATA_DIR: dataDir,
  // The open data files of this database only, removed with it: the server writes the first ones at start.
  OPENDATA_DIR: `${dataDir}-opendata`,
  DATABASE_URL: '',
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
  SESSION_SECRET: process.env.SESSION_SECRET || 'e2e-only-session-secret-0123456789abcdef',
  NODE_ENV: 'production',
  // Codes stay in the database, whatever the shell sets, and the tests read them on the inbox page
  // that a production build hides otherwise.
  SMS_PROVIDER: 'dev',
  // Every answer the browser gets is checked against its call's contract (lib/api/contract.ts): an
  // answer of another shape fails the test that made the call with a 500.
  CHECK_CONTRACTS: 'true',
  // A default city (杭州) other than 重庆, so a test that expects 重庆 from the cookie 500000 proves the
  // 500000 -> 500100 mapping instead of seeing the default.
  DEFAULT_CITY_CODE: '330100',
  SMS_DEV_INBOX: 'true',
  // Mails go to the loopback capture of this run (/dev/mail-inbox), on a port of its own beside other
  // suites', and their links point at this server; no SMTP server of the shell's is used.
  SMTP_URL: '',
  MAIL_CAPTURE_PORT: String(Number(process.env.E2E_PORT || '3100') + 2000),
  MAIL_LINK_ORIGIN: `http://localhost:${process.env.E2E_PORT || '3100'}`,
  // The tests stand in for proxies (below): every context is a made-up address, never this machine's,
  // so the inbox must answer them all. The loopback-only inbox has its own tests (lib/server/sms).
  SMS_DEV_INBOX_PUBLIC: 'true',
  // The operator's account-status route, for the frozen-account test.
  DEV_OPERATOR_ROUTES: 'true',
  // The tests stand in for a proxy: each browser context sends its own X-Forwarded-For, so per-client
  // limits of one test do not reach the next.
  TRUSTED_PROXY_HOPS: '1',
  // Far above what the suite sends: the budget has its own integration test.
  SMS_GLOBAL_PER_MINUTE: '100000',
  // The suite is mostly one client clicking fast; the per-client render limit has its own test
  // (scripts/two-processes.ts starts servers with the default).
  CLIENT_RENDERS_PER_SEC: '1000',
  LOG_LEVEL: 'warn',
  // /metrics answers this bearer only (e2e/metrics.spec.ts scrapes it).
  METRICS_TOKEN: 'e2e-only-metrics-token-0123456789',
};
rmSync(dataDir, { recursive: true, force: true });
rmSync(`${dataDir}-opendata`, { recursive: true, force: true });
const seed = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts'], { cwd: root, stdio: 'inherit', env });
if (seed.status !== 0) process.exit(seed.status ?? 1);
// The same production server as `npm start`, page cache included.
const server = spawn(process.execPath, ['server/server.mjs'], { cwd: root, stdio: 'inherit', env: { ...env, PORT: process.env.E2E_PORT || '3100' } });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
