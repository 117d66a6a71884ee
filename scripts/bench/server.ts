// Builds the production app into its own folder and runs `next start` on it, one process per dataset.
// Every server is its own process group, so stopping it also stops whatever it started, and the bench
// stops every server it started even when it fails half-way (see stopAllServers).
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { requestOnce, type Server } from './load';

/** The bench's own build folder: never the one `npm start` (.next) or the tests (.next-test) use. */
export const DIST_DIR = '.next-bench';
const SESSION_SECRET = 'bench-only-session-secret-0123456789abcdef';

export interface RunningServer extends Server {
  name: string;
  logFile: string;
  stop(): Promise<void>;
}

/**
 * How production serves the build: server/server.mjs (Next's handler behind the visitors' page cache,
 * what `npm start` runs) when the project has it, else plain `next start`. The bench measures that.
 */
export function serverCommand(root: string, port: number): { args: string[]; env: Record<string, string>; label: string } {
  const custom = path.join(root, 'server', 'server.mjs');
  if (existsSync(custom)) {
    return { args: [custom], env: { PORT: String(port), HOSTNAME: '127.0.0.1' }, label: 'node server/server.mjs (what npm start runs)' };
  }
  return { args: [nextBin(root), 'start', '-p', String(port), '-H', '127.0.0.1'], env: {}, label: 'next start' };
}

const running = new Set<RunningServer>();

function nextBin(root: string): string {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The project's build (scripts/build.mjs: `next build` and compile hints) into DIST_DIR; its output goes to `logFile`. */
export async function buildApp(root: string, logFile: string): Promise<void> {
  const out = openSync(logFile, 'w');
  try {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production', NODE_OPTIONS: '' },
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`构建失败（退出码 ${code}），见 ${logFile}:\n${tail(logFile)}`);
  } finally {
    closeSync(out);
  }
}

export function hasBuild(root: string): boolean {
  return existsSync(path.join(root, DIST_DIR, 'BUILD_ID'));
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitReady(base: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`服务器启动失败（退出码 ${child.exitCode}），见 ${logFile}:\n${tail(logFile)}`);
    try {
      // robots.txt answers without touching the database: ready means "serving", not "warmed up".
      const res = await fetch(`${base}/robots.txt`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`服务器 ${timeoutMs / 1000} 秒内未就绪，见 ${logFile}`);
}

export interface StartOptions {
  root: string;
  name: string;
  port: number;
  /** A PostgreSQL URL, or a PGlite folder. */
  db: { url: string } | { pgliteDir: string };
  logFile: string;
  /** Extra environment (the SQL capture preload). */
  env?: Record<string, string>;
}

export async function startServer(o: StartOptions): Promise<RunningServer> {
  if (await portAnswers(o.port)) throw new Error(`端口 ${o.port} 已被占用（也许是上次未退出的服务器），请先停止它或设置 BENCH_PORT_BASE`);
  const out = openSync(o.logFile, 'a');
  const command = serverCommand(o.root, o.port);
  const child = spawn(process.execPath, command.args, {
    cwd: o.root,
    detached: true,
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      NEXT_DIST_DIR: DIST_DIR,
      NODE_ENV: 'production',
      // An empty DATABASE_URL is still "set", so a DATABASE_URL in .env.local cannot win over it.
      DATABASE_URL: 'url' in o.db ? o.db.url : '',
      ...('pgliteDir' in o.db ? { PGLITE_DATA_DIR: o.db.pgliteDir } : {}),
      SESSION_SECRET,
      LOG_LEVEL: 'warn',
      // The load generator is one client: the per-client render limit would measure itself.
      CLIENT_RENDERS_PER_SEC: '0',
      // No SMS leaves a benchmark: the development outbox, which a production server takes only when
      // asked for outright.
      SMS_PROVIDER: 'dev',
      SMS_DEV_INBOX: 'true',
      NODE_OPTIONS: '',
      ...command.env,
      ...o.env,
    },
  });
  closeSync(out);
  const base = `http://127.0.0.1:${o.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: RunningServer = {
    name: o.name,
    base,
    port: o.port,
    logFile: o.logFile,
    async stop() {
      running.delete(server);
      if (child.exitCode !== null || child.signalCode !== null) return;
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // already gone
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(server);
  try {
    await waitReady(base, child, o.logFile, 180_000);
  } catch (err) {
    await server.stop();
    throw err;
  }
  return server;
}

/** Stops every server still running (on failure or Ctrl-C). */
export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map((s) => s.stop()));
}

/** Synchronous last resort for process exit: signal every server's process group. */
export function killAllServersNow(): void {
  for (const s of running) s.stop().catch(() => undefined);
}

/**
 * Waits until the server has finished what a run left behind. autocannon stops at the end of its time
 * and drops the requests still in flight, but the server goes on answering them; without this wait the
 * next run (and its cold figures) would pay for them. On PostgreSQL: until no backend of the database is
 * busy; then (for PGlite, which runs one statement at a time, this is the whole check) one request that
 * reads the database has to come back. Returns the milliseconds waited.
 */
export async function waitIdle(server: Server, pgUrl: string | undefined, timeoutMs = 180_000): Promise<number> {
  const started = performance.now();
  const deadline = Date.now() + timeoutMs;
  if (pgUrl) {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      let quiet = 0;
      while (quiet < 2 && Date.now() < deadline) {
        const res = await client.query<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state is not null and state <> 'idle'`,
        );
        quiet = res.rows[0]?.n === 0 ? quiet + 1 : 0;
        if (quiet < 2) await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await client.end();
    }
  }
  await requestOnce(server, { method: 'GET', path: '/api/getSearchInfo', headers: { host: `localhost:${server.port}` }, envelope: true }).catch(() => undefined);
  return performance.now() - started;
}
