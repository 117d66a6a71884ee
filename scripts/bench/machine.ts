// What the figures were measured on: a latency means little without the machine, and the baseline
// report must say it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import pg from 'pg';
import { CHROMIUM_PATH } from './lighthouse-run';
import type { MachineInfo } from './results';

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1] ?? os.type();
  } catch {
    return `${os.type()} ${os.release()}`;
  }
}

function quiet(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

async function postgresVersion(url: string): Promise<string> {
  // The server's own database: the benchmark's may not exist yet when a run starts.
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    // shared_buffers decides whether a match read is a buffer hit or a system call: part of the figures.
    const res = await client.query<{ version: string; buffers: string }>("select version(), current_setting('shared_buffers') as buffers");
    const row = res.rows[0];
    return row ? `${row.version.split(' on ')[0]} (shared_buffers ${row.buffers})` : 'unknown';
  } catch {
    return 'unknown';
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function machineInfo(databaseUrl: string): Promise<MachineInfo> {
  const cpus = os.cpus();
  const require = createRequire(import.meta.url);
  const lighthouseVersion = (require('lighthouse/package.json') as { version: string }).version;
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    ramGb: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: osName(),
    kernel: os.release(),
    node: process.version,
    postgres: await postgresVersion(databaseUrl),
    chromium: quiet(CHROMIUM_PATH, ['--version']).split('\n')[0] ?? 'unknown',
    lighthouse: lighthouseVersion,
  };
}

/** The commit measured, and whether the working tree had changes on top of it. */
export function gitState(root: string): { commit: string; dirty: boolean } {
  const commit = quiet('git', ['-C', root, 'rev-parse', '--short=12', 'HEAD']);
  const status = quiet('git', ['-C', root, 'status', '--porcelain', '--untracked-files=no']);
  return { commit, dirty: status !== '' && status !== 'unknown' };
}
