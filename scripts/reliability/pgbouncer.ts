// A throw-away PgBouncer in front of throw-away clusters (cluster.ts), with the machine's Debian
// pgbouncer: the tests run the portal through it as docs/operations.md "PgBouncer" deploys it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian's pgbouncer package installs it (scripts/test.sh installs it when missing). */
export const PGBOUNCER_BIN = '/usr/sbin/pgbouncer';

export interface BouncerPool {
  /** Port of the PostgreSQL server behind it (on 127.0.0.1, user postgres). */
  port: number;
  dbname: string;
  mode: 'session' | 'transaction';
  /** Server connections per pool: small, so that clients share them. */
  size: number;
}

export interface Bouncer {
  url: (alias: string) => string;
  destroy: () => void;
}

/**
 * Startup parameters PgBouncer (1.18) does not pass on: the portal's per-pool settings and timeouts
 * (lib/server/db/client.ts) are then the database's own (`alter database … set`), as the docs say.
 */
const IGNORED = 'options,statement_timeout,extra_float_digits';

async function listening(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.end());
    });
    if (ok) return;
    if (Date.now() > until) throw new Error(`PgBouncer 未在端口 ${port} 监听`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Starts PgBouncer on `port` with one alias per pool; as root it runs as the postgres user (it refuses root). */
export async function createPgBouncer(port: number, pools: Record<string, BouncerPool>): Promise<Bouncer> {
  if (!existsSync(PGBOUNCER_BIN)) throw new Error(`找不到 PgBouncer（${PGBOUNCER_BIN}）：请安装 Debian 的 pgbouncer 软件包`);
  const dir = mkdtempSync(path.join(tmpdir(), 'jf-pgbouncer-'));
  const asRoot = process.getuid?.() === 0;
  const databases = Object.entries(pools).map(
    ([alias, p]) => `${alias} = host=127.0.0.1 port=${p.port} dbname=${p.dbname} user=postgres pool_mode=${p.mode} pool_size=${p.size}`,
  );
  const config = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    config,
    [
      '[databases]',
      ...databases,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      // Every pool logs in as the user named above: the client's name is not checked (loopback, a test).
      'auth_type = any',
      `ignore_startup_parameters = ${IGNORED}`,
      'max_client_conn = 500',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      `pidfile = ${path.join(dir, 'pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['-R', 'postgres', dir]);
  }
  const child: ChildProcess = asRoot
    ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER_BIN, config], { stdio: 'ignore' })
    : spawn(PGBOUNCER_BIN, [config], { stdio: 'ignore' });
  await listening(port, 10_000);
  return {
    url: (alias) => `postgres://postgres@127.0.0.1:${port}/${alias}`,
    destroy() {
      // The pid file names PgBouncer itself (runuser's child when started as root).
      try {
        process.kill(Number(readFileSync(path.join(dir, 'pgbouncer.pid'), 'utf8').trim()), 'SIGINT');
      } catch {
        child.kill('SIGINT');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
