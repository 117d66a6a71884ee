// What the two-process test (scripts/two-processes.ts) and the reliability run (scripts/reliability.ts)
// share: a database of their own on a PostgreSQL server, seeded like the demo, and production servers
// started on it the way `npm start` runs them (scripts/bench/server.ts), with calls made as a browser would.
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../bench/server';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** A new database `name` on the server of `serverUrl`, empty or a copy of `template`; returns its URL. */
export async function createDatabase(serverUrl: string, name: string, { template }: { template?: string } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`).finally(() => admin.end());
}

/** Migrates and seeds `url` with the demo data (scripts/seed.ts), `args` passed on (--scale N). */
export async function seedDatabase(url: string, args: string[] = []): Promise<void> {
  const child = spawn('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--reset', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: url, NODE_ENV: 'production', SESSION_SECRET: SECRET, SMS_PROVIDER: 'dev', SMS_DEV_INBOX: 'true' },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`种子数据写入失败（退出码 ${code}）`);
}

/** One deployment's secret: every process of it shares the session and SMS keys. */
export const SECRET = 'reliability-only-session-secret-0123456789abcdef';

export interface AppOptions {
  name: string;
  port: number;
  databaseUrl: string;
  logFile: string;
  env?: Record<string, string>;
}

/** A production server (server/server.mjs on the test build) on `databaseUrl`. */
export function startApp(o: AppOptions): Promise<RunningServer> {
  return startServer({
    root,
    name: o.name,
    port: o.port,
    db: { url: o.databaseUrl },
    logFile: o.logFile,
    env: {
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || '.next-test',
      SESSION_SECRET: SECRET,
      // The checks stand in for a proxy so each can be a client of its own (X-Forwarded-For).
      TRUSTED_PROXY_HOPS: '1',
      CLIENT_RENDERS_PER_SEC: '5',
      SMS_GLOBAL_PER_MINUTE: '100000',
      SMS_GLOBAL_PER_DAY: '1000000',
      LOG_LEVEL: 'warn',
      ...o.env,
    },
  });
}

/**
 * A client address on a network of a check's own: SMS sends count per /24 too (lib/server/sms/limits.ts),
 * so each call takes the next private /24 from a random start, never a /24 another check used.
 */
let nextNetwork = randomInt(0, 65_536);
export const newClient = () => {
  const n = nextNetwork++ % 65_536;
  return `10.${n >> 8}.${n & 255}.${randomInt(1, 255)}`;
};
export const newPhone = () => `13${randomInt(0, 10)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;

export interface Call {
  status: number;
  body: { code: number; msg: string; data: unknown };
  headers: Headers;
}

/**
 * A call to `base` as a page of that site makes it (same-site Origin), from `client`, with `cookie`:
 * a JSON body, or with `form` the form post of the spec's form calls (quickPublish).
 */
export async function call(base: string, pathname: string, opts: { client: string; body?: unknown; form?: Record<string, string>; cookie?: string; method?: string }): Promise<Call> {
  const sent = opts.form ? { type: 'application/x-www-form-urlencoded', text: new URLSearchParams(opts.form).toString() } : opts.body === undefined ? null : { type: 'application/json', text: JSON.stringify(opts.body) };
  const res = await fetch(`${base}${pathname}`, {
    method: opts.method ?? (sent ? 'POST' : 'GET'),
    headers: {
      origin: base,
      'x-forwarded-for': opts.client,
      ...(sent ? { 'content-type': sent.type } : {}),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    body: sent?.text,
  });
  return { status: res.status, body: (await res.json()) as Call['body'], headers: res.headers };
}

/** The newest code texted to `phone`, read where the development provider keeps it. */
export async function lastSmsCode(databaseUrl: string, phone: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('select text from sms_outbox where phone = $1 order by id desc limit 1', [phone]);
    const code = /验证码为 (\d{6})/.exec(rows[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`没有发给 ${phone} 的验证码`);
    return code;
  } finally {
    await client.end();
  }
}

/** The session cookie (name=value) an answer set. */
export function sessionCookieOf(res: Call): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('jf_session='));
  if (!cookie) throw new Error('登录未设置会话 Cookie');
  return cookie.split(';')[0]!;
}

/** Logs `phone` in: code sent through `sendVia`, login made through `loginVia`. */
export async function login(sendVia: string, loginVia: string, databaseUrl: string, phone: string, client: string): Promise<string> {
  const sent = await call(sendVia, '/api/getPhoneVerifyCode', { client, body: { telephone: phone, purpose: 'login' } });
  if (sent.body.code !== 0) throw new Error(`发送验证码失败: ${JSON.stringify(sent.body)}`);
  const smsCode = await lastSmsCode(databaseUrl, phone);
  const res = await call(loginVia, '/api/login', { client, body: { phone, smsCode } });
  if (res.body.code !== 0) throw new Error(`登录失败: ${JSON.stringify(res.body)}`);
  return sessionCookieOf(res);
}
