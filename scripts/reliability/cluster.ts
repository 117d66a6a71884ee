// A throw-away PostgreSQL cluster under a temporary folder, made with the machine's own PostgreSQL
// binaries (never the machine's service): the reliability run stops and starts it under load.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function binDir(): string {
  const fromConfig = (() => {
    try {
      return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  })();
  if (fromConfig && existsSync(path.join(fromConfig, 'initdb'))) return fromConfig;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  throw new Error('找不到 PostgreSQL 的 initdb（需要 postgresql 软件包）');
}

export interface Cluster {
  url: string;
  port: number;
  stop(): void;
  start(): void;
  /** Stops it for good and removes its folder. */
  destroy(): void;
}

/**
 * initdb + start on `port`; as root the server runs as the postgres user (it refuses root). With
 * `standbyOf`, a streaming standby of that cluster instead (pg_basebackup -R: it follows the primary and
 * answers reads).
 */
export function createCluster(port: number, standbyOf?: Cluster): Cluster {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'jf-reliability-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const cmd = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' });
    else execFileSync(cmd, args, { stdio: 'ignore' });
  };
  if (standbyOf) run('pg_basebackup', ['-h', '127.0.0.1', '-p', String(standbyOf.port), '-U', 'postgres', '-D', data, '-R', '-X', 'stream', '--no-sync']);
  else run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now, for a throw-away server of the tests. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
