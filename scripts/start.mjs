#!/usr/bin/env node
// `npm start`: the one command a newcomer runs. Makes a session secret once (in .env.local), builds
// when no build exists, creates/migrates/seeds the database when it is empty, then serves.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const root = path.resolve(import.meta.dirname, '..');
const envLocal = path.join(root, '.env.local');
const hasSecret =
  process.env.SESSION_SECRET || (existsSync(envLocal) && /^SESSION_SECRET=/m.test(readFileSync(envLocal, 'utf8')));
if (!hasSecret) {
  appendFileSync(envLocal, `SESSION_SECRET=${randomBytes(32).toString('hex')}\n`);
  console.log('› 已在 .env.local 中生成 SESSION_SECRET');
}
nextEnv.loadEnvConfig(root, false);
// Next's telemetry notice is not the product's to print (the test script keeps it out the same way).
process.env.NEXT_TELEMETRY_DISABLED ??= '1';

function run(cmd, args, extraEnv = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const distDir = process.env.NEXT_DIST_DIR || '.next';
if (!existsSync(path.join(root, distDir, 'BUILD_ID'))) {
  console.log('› 首次启动：正在构建（npm run build，2 核机器约 3 分钟）…');
  run(process.execPath, ['scripts/build.mjs']);
}

run('npx', ['tsx', '--conditions=react-server', 'scripts/seed.ts', '--if-empty']);

// Without an SMS gateway the portal runs as a demo: codes stay in the database and show at
// /dev/sms-inbox, which a production server refuses unless asked for outright (lib/env.ts). Whoever
// reads that inbox can log in as anyone, so it answers this machine only and the demo listens on
// loopback (lib/server/sms/dev-inbox.ts; another HOSTNAME needs SMS_DEV_INBOX_PUBLIC=true).
const demoSms = (process.env.SMS_PROVIDER || 'dev') === 'dev';
const demoEnv = demoSms ? { SMS_DEV_INBOX: 'true', HOSTNAME: process.env.HOSTNAME || '127.0.0.1' } : {};
if (demoSms) {
  const where = process.env.SMS_DEV_INBOX_PUBLIC === 'true' ? '（SMS_DEV_INBOX_PUBLIC=true：其他机器也可查看）' : `，仅本机可查看（服务只监听 ${demoEnv.HOSTNAME}）`;
  console.warn(`› 演示模式：未配置短信网关，验证码保存在数据库中，可在 /dev/sms-inbox 查看${where}；正式上线请设置 SMS_PROVIDER=http`);
  // The app opens the loopback SMTP capture itself (lib/server/mail/start.ts, docs/decisions/0017).
  if (!process.env.SMTP_URL) console.warn('› 演示模式：未配置 SMTP_URL，邮件由本机 SMTP 捕获保存，可在 /dev/mail-inbox 查看；正式上线请设置 SMTP_URL');
}

// The production server (Next's handler behind the visitors' page cache, server/server.mjs).
const server = spawn(process.execPath, ['server/server.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', PORT: process.env.PORT || '3000', ...demoEnv },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
