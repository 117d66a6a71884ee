import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The production server's own life (server/server.mjs): how it starts, refuses to start, and stops. Each
// test runs a server process of its own on the end-to-end build, beside the suite's server, on an empty
// PGlite folder of its own.

const root = path.resolve(import.meta.dirname, '..');
const portBase = Number(process.env.E2E_PORT || 3100) + 40;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  dataDir: string;
}

function startServer(port: number, env: Record<string, string> = {}): Started {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jf-lifecycle-'));
  const child = spawn(process.execPath, ['server/server.mjs'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      NODE_ENV: 'production',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      DATABASE_URL: '',
      PGLITE_DATA_DIR: dataDir,
      SESSION_SECRET: 'lifecycle-only-session-secret-0123456789abcdef',
      SMS_PROVIDER: 'dev',
      SMS_DEV_INBOX: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited, dataDir };
}

async function stopped(s: Started): Promise<void> {
  if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  await s.exited;
  rmSync(s.dataDir, { recursive: true, force: true });
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The exit code, or 'running' when the process still runs after `ms`. */
const exitWithin = (s: Started, ms: number) => Promise.race([s.exited, new Promise<'running'>((r) => setTimeout(() => r('running'), ms))]);

async function waitFor(url: string, status: number, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === status) return;
    if (Date.now() > end) throw new Error(`${url} did not answer ${status} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

test.describe.configure({ timeout: 150_000 });

test('a server that cannot open its port exits at once, non-zero, saying why', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(portBase, '127.0.0.1', resolve));
  const s = startServer(portBase);
  try {
    const code = await exitWithin(s, 90_000);
    expect(code, s.output()).not.toBe('running');
    expect(code).not.toBe(0);
    expect(s.output()).toContain('server.listen_failed');
    expect(s.output()).toContain('EADDRINUSE');
  } finally {
    taken.close();
    await stopped(s);
  }
});

test('an invalid setting stops the server before it listens, with the reason', async () => {
  const port = portBase + 1;
  // The development SMS outbox in production without the end-to-end inbox: docs/configuration.md.
  const s = startServer(port, { SMS_DEV_INBOX: '' });
  let listened = false;
  const watch = setInterval(() => void portAccepts(port).then((open) => (listened ||= open)), 100);
  try {
    const code = await exitWithin(s, 90_000);
    expect(code, s.output()).not.toBe('running');
    expect(code).not.toBe(0);
    expect(s.output()).toContain('SMS_PROVIDER');
    expect(listened).toBe(false);
  } finally {
    clearInterval(watch);
    await stopped(s);
  }
});

test('after SIGTERM readiness answers 503 while requests are still served, then the port closes', async () => {
  const port = portBase + 2;
  const base = `http://127.0.0.1:${port}`;
  const s = startServer(port, { SHUTDOWN_DRAIN_SEC: '3' });
  try {
    await waitFor(`${base}/api/health/ready`, 200, 120_000);
    // A call in flight over the signal: half its body now, the rest after.
    const body = JSON.stringify({ type: 3, searchContent: '智慧' });
    const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${base}/api/searchByType`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: base } }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 1500);
    });
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    s.child.kill('SIGTERM');
    // The load balancer sees the process going as soon as it has taken the signal; a request that still
    // comes is answered.
    let ready = await fetch(`${base}/api/health/ready`);
    while (ready.status === 200 && Date.now() - signalled < 2000) {
      await new Promise((r) => setTimeout(r, 100));
      ready = await fetch(`${base}/api/health/ready`);
    }
    expect(ready.status, s.output()).toBe(503);
    expect(((await ready.json()) as { code: number }).code).toBe(50300);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const answered = await inFlight;
    expect(answered.status, answered.text).toBe(200);
    expect(await s.exited).toBe(0);
    // The port closed after the drain window, not at the signal.
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(3000);
    expect(await portAccepts(port)).toBe(false);
  } finally {
    await stopped(s);
  }
});
