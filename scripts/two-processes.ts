// Two app processes as one (docs/operations.md, Deployment): two production servers on one PostgreSQL database, checked over
// HTTP as clients reach them behind a load balancer. Run by `npm test` after the end-to-end build when
// TEST_DATABASE_URL names a PostgreSQL server (PGlite belongs to one process: there is no second one).
//   tsx --conditions=react-server scripts/two-processes.ts
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PNG } from 'pngjs';
import WebSocket from 'ws';
import type { RunningServer } from './bench/server';
import { call, createDatabase, dropDatabase, lastSmsCode, login, newClient, newPhone, seedDatabase, startApp } from './reliability/kit';

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.log('两进程测试: 未设置 TEST_DATABASE_URL（PostgreSQL），跳过');
  process.exit(0);
}

const dbName = `jf_two_${process.pid}`;
const portBase = Number(process.env.E2E_PORT || 3100) + 20;
const checks: [string, () => Promise<void>][] = [];
const check = (name: string, run: () => Promise<void>) => checks.push([name, run]);

let a: RunningServer;
let b: RunningServer;
let databaseUrl: string;

check('both processes are live and ready on the one database', async () => {
  for (const s of [a, b]) {
    assert.equal((await call(s.base, '/api/health', { client: newClient() })).body.code, 0);
    // Ready once its job queue has started too (docs/operations.md "Health checks"), moments after it listens.
    let ready = await call(s.base, '/api/health/ready', { client: newClient() });
    for (let tries = 0; ready.status === 503 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      ready = await call(s.base, '/api/health/ready', { client: newClient() });
    }
    assert.equal(ready.status, 200, JSON.stringify(ready.body));
    assert.equal((ready.body.data as { database: string }).database, 'postgres');
  }
});

check('a code texted through one logs in on the other, and the session holds on both', async () => {
  const phone = newPhone();
  const cookie = await login(a.base, b.base, databaseUrl, phone, newClient());
  for (const s of [a, b]) {
    const info = await call(s.base, '/api/getUserInfo', { client: newClient(), cookie, body: {} });
    assert.equal(info.body.code, 0, JSON.stringify(info.body));
    assert.match(JSON.stringify(info.body.data), new RegExp(phone.slice(-4)));
  }
});

check('an SMS limit reached on one holds on the other', async () => {
  const phone = newPhone();
  const first = await call(a.base, '/api/getPhoneVerifyCode', { client: newClient(), body: { telephone: phone, purpose: 'login' } });
  assert.equal(first.body.code, 0);
  const again = await call(b.base, '/api/getPhoneVerifyCode', { client: newClient(), body: { telephone: phone, purpose: 'login' } });
  assert.equal(again.body.code, 1003, JSON.stringify(again.body));
});

check('a captcha fetched from one is checked, once, on the other', async () => {
  const client = newClient();
  const issued = await call(a.base, '/api/getImageVerifyCode', { client, body: { captchaType: 'char' } });
  const token = (issued.body.data as { token: string }).token;
  assert.ok(token);
  const wrong = await call(b.base, '/api/verifyImageCode', { client, body: { type: 'char', token, data: 'zzzz' } });
  assert.deepEqual([wrong.body.code, wrong.body.data], [0, false]);
  const unknown = await call(b.base, '/api/verifyImageCode', { client, body: { type: 'char', token: `${token}x`, data: 'zzzz' } });
  assert.equal(unknown.body.code, 1006);
  // Single use across processes: the first process sees it tried.
  const reused = await call(a.base, '/api/verifyImageCode', { client, body: { type: 'char', token, data: 'zzzz' } });
  assert.equal(reused.body.code, 1006);
});

check('a file uploaded to one is served by the other', async () => {
  const client = newClient();
  const cookie = await login(a.base, a.base, databaseUrl, newPhone(), client);
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  const bytes = PNG.sync.write(png);
  const form = new FormData();
  form.set('srctype', 'bulogo');
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
  const res = await fetch(`${a.base}/api/schemeUploadFile`, { method: 'POST', body: form, headers: { origin: a.base, cookie, 'x-forwarded-for': client } });
  const body = (await res.json()) as { code: number; data: { fileUrl: string } };
  assert.equal(body.code, 200, JSON.stringify(body));
  const served = await fetch(`${b.base}${body.data.fileUrl}`, { headers: { cookie } });
  assert.equal(served.status, 200);
  assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);
});

check('a change to the data reaches the search answers of both', async () => {
  const word = `双进程${Date.now() % 100000}`;
  const search = async (s: RunningServer) => {
    const res = await call(s.base, '/api/searchByType', { client: newClient(), body: { type: 3, searchContent: word } });
    assert.equal(res.body.code, 0, JSON.stringify(res.body));
    return (res.body.data as { totalCount: number }).totalCount;
  };
  assert.deepEqual([await search(a), await search(b)], [0, 0]);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`update winning_bid set project_name = project_name || $1 where id = (select min(id) from winning_bid)`, [word]).finally(() => db.end());
  assert.deepEqual([await search(a), await search(b)], [1, 1]);
});

check('a requirement published through one is pushed to its subscriber once, with both queues working', async () => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // The subscriber heads an enterprise (made here: registering one is a later issue's).
    const phone = newPhone();
    const personal = await login(a.base, b.base, databaseUrl, phone, newClient());
    const buId = 800_000 + (process.pid % 100_000);
    const { rows } = await db.query<{ id: number }>('select id from app_user where mobile = $1', [phone]);
    const userId = rows[0]!.id;
    await db.query(`insert into user_identity (user_id, bu_id, bu_name, bu_type, role) values ($1, $2, '双进程科技有限公司', 1, 'owner')`, [userId, buId]);
    // Act as the enterprise through the identity switch, as the header's menu does.
    const switched = await fetch(`${b.base}/login/switch?buid=${buId}&role=0&callback=%2F`, {
      redirect: 'manual',
      headers: { cookie: personal, 'x-forwarded-for': newClient(), 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
    });
    const owner = switched.headers.getSetCookie().find((c) => c.startsWith('jf_session='))?.split(';')[0];
    assert.ok(owner, 'switched to the enterprise identity');
    const saved = await call(b.base, '/api/saveEnterprisePurchaseInfo', {
      client: newClient(),
      cookie: owner,
      body: { channel: 1, primaryClass: ['dev'], secondClass: ['dev-mini'], receiveRequrie: ['1'], city: ['500100'], budgetStart: 0, budgetEnd: 50_000 },
    });
    assert.equal(saved.body.code, 0, JSON.stringify(saved.body));
    // A buyer publishes through the other process with their own phone (no SMS code needed).
    const buyerPhone = newPhone();
    const buyer = await login(a.base, a.base, databaseUrl, buyerPhone, newClient());
    const jfid = ((await call(a.base, '/api/getUserInfo', { client: newClient(), cookie: buyer, body: {} })).body.data as { jfid: number }).jfid;
    const memo = '街道需要开发一个社区服务小程序，含报修、预约和通知，预算2万元，一个月内上线';
    const published = await call(a.base, '/api/quickPublish', { client: newClient(), cookie: buyer, form: { memo, mobile: buyerPhone, jfidStr: String(jfid), entry: 'main_site_pc_btn', fromType: '1' } });
    assert.equal(published.body.code, 0, JSON.stringify(published.body));
    const pushes = async () => Number((await db.query<{ n: number }>(`select count(*)::int as n from user_message where user_id = $1 and kind = 'bid_push'`, [userId])).rows[0]!.n);
    const end = Date.now() + 20_000;
    while ((await pushes()) === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 250));
    assert.equal(await pushes(), 1, 'delivered');
    // Both processes poll the queue every 2 s: a second delivery would show within a few seconds.
    await new Promise((r) => setTimeout(r, 5_000));
    assert.equal(await pushes(), 1, 'delivered once');
  } finally {
    await db.end();
  }
});

/** A chat socket of `cookie` on `base`, with the frames it receives. */
type Frame = Record<string, unknown>;

async function chatSocket(base: string, cookie: string): Promise<{ ws: WebSocket; next: (type: string, match?: (f: Frame) => boolean) => Promise<Frame> }> {
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/chat/ws`, { headers: { cookie, origin: base } });
  const frames: Frame[] = [];
  ws.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()) as Frame));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const next = async (type: string, match: (f: Frame) => boolean = () => true) => {
    const end = Date.now() + 10_000;
    for (;;) {
      const i = frames.findIndex((f) => f.type === type && match(f));
      if (i >= 0) return frames.splice(i, 1)[0]!;
      if (Date.now() > end) throw new Error(`no ${type} frame: ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { ws, next };
}

check('a chat message sent through one process reaches the receiver connected to the other, and back', async () => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // A merchant account answering for a supplier (the seed names one demo merchant; this one is new).
    const merchantPhone = newPhone();
    const merchant = await login(b.base, b.base, databaseUrl, merchantPhone, newClient());
    const { rows } = await db.query<{ user_id: number; supplier_id: number }>(
      `select u.id as user_id, (select min(id) from supplier where 'supplier:' || id not in (select owner_key from contact_owner)) as supplier_id from app_user u where u.mobile = $1`,
      [merchantPhone],
    );
    const { user_id: merchantId, supplier_id: supplierId } = rows[0]!;
    await db.query(`insert into contact_owner (owner_key, user_id, display_name) values ($1, $2, '双进程软件有限公司')`, [`supplier:${supplierId}`, merchantId]);
    const buyer = await login(a.base, a.base, databaseUrl, newPhone(), newClient());
    const address = await call(a.base, `/common/userid/${supplierId}`, { client: newClient(), cookie: buyer });
    assert.equal(address.body.code, 0, JSON.stringify(address.body));
    const params = Object.fromEntries(new URL((address.body.data as { chatUrl: string }).chatUrl, a.base).searchParams);
    const opened = await call(a.base, '/api/chatOpen', { client: newClient(), cookie: buyer, body: params });
    const conversationId = (opened.body.data as { conversationId: number }).conversationId;
    assert.ok(conversationId, JSON.stringify(opened.body));
    // The buyer on process a, the merchant on process b.
    const onA = await chatSocket(a.base, buyer);
    const onB = await chatSocket(b.base, merchant);
    try {
      onA.ws.send(JSON.stringify({ type: 'send', cid: `two${Date.now()}a`, conversationId, kind: 1, text: '您好，请问这个方案支持私有化部署吗？' }));
      const ack = await onA.next('ack');
      const stored = (ack.message as { id: number }).id;
      const delivered = await onB.next('message');
      assert.deepEqual([(delivered.message as { id: number }).id, (delivered.message as { body: string }).body], [stored, '您好，请问这个方案支持私有化部署吗？']);
      // The read receipt crosses too, and the reply.
      onB.ws.send(JSON.stringify({ type: 'read', conversationId, messageId: stored }));
      const read = await onA.next('read');
      assert.deepEqual([read.readerId, read.messageId], [merchantId, stored]);
      onB.ws.send(JSON.stringify({ type: 'send', cid: `two${Date.now()}b`, conversationId, kind: 1, text: '支持，我们可以安排工程师对接。' }));
      await onB.next('ack');
      const reply = await onA.next('message', (f) => (f.message as { senderId: number }).senderId === merchantId);
      assert.equal((reply.message as { body: string }).body, '支持，我们可以安排工程师对接。');
    } finally {
      onA.ws.close();
      onB.ws.close();
    }
  } finally {
    await db.end();
  }
});

check('a ban through one process ends the user\'s session on the other at once, and the login is refused', async () => {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const supportPhone = newPhone();
    const support = await login(a.base, a.base, databaseUrl, supportPhone, newClient());
    await db.query(`insert into operator_role (user_id, role) select id, 'support' from app_user where mobile = $1`, [supportPhone]);
    const phone = newPhone();
    const user = await login(b.base, b.base, databaseUrl, phone, newClient());
    assert.equal((await call(b.base, '/api/getUserInfo', { client: newClient(), cookie: user, body: {} })).body.code, 0);
    const { rows } = await db.query<{ id: number }>('select id from app_user where mobile = $1', [phone]);
    // A ban is sensitive: the operator confirms an SMS code first (their login's code was a moment ago, so its wait is aged).
    await db.query(`update rate_event set at = at - interval '11 minutes' where key = any($1)`, [[`sms:phone:${supportPhone}`, `sms:recent-phone:${supportPhone}`]]);
    assert.equal((await call(a.base, '/api/admin/sendStepUpCode', { client: newClient(), cookie: support, body: {} })).body.code, 0);
    const confirmed = await call(a.base, '/api/admin/confirmStepUp', { client: newClient(), cookie: support, body: { smsCode: await lastSmsCode(databaseUrl, supportPhone) } });
    assert.equal(confirmed.body.code, 0, JSON.stringify(confirmed.body));
    const banned = await call(a.base, '/api/admin/banUser', { client: newClient(), cookie: support, body: { userId: rows[0]!.id, reason: '双进程封禁测试' } });
    assert.equal(banned.body.code, 0, JSON.stringify(banned.body));
    const after = await call(b.base, '/api/getUserInfo', { client: newClient(), cookie: user, body: {} });
    assert.deepEqual([after.status, after.body.code], [401, 40103], JSON.stringify(after.body));
    // The phone sent a code a moment ago: support clears its limits (the console's own call), so it may send again.
    const cleared = await call(a.base, '/api/admin/clearSmsLimits', { client: newClient(), cookie: support, body: { mobile: phone } });
    assert.equal(cleared.body.code, 0, JSON.stringify(cleared.body));
    const sent = await call(b.base, '/api/getPhoneVerifyCode', { client: newClient(), body: { telephone: phone, purpose: 'login' } });
    assert.equal(sent.body.code, 0, JSON.stringify(sent.body));
    const refused = await call(b.base, '/api/login', { client: newClient(), body: { phone, smsCode: await lastSmsCode(databaseUrl, phone) } });
    assert.deepEqual([refused.status, refused.body.msg], [403, '该账号因违规已被封禁，无法登录。如有疑问，请联系客服']);
  } finally {
    await db.end();
  }
});

check('one client flooding unique pages gets 429 with a wait, others are still served', async () => {
  const client = newClient();
  const statuses: number[] = [];
  let retryAfter = '';
  for (let i = 0; i < 8; i++) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, j) => fetch(`${a.base}/search.html?searchName=flood${i}x${j}`, { headers: { 'x-forwarded-for': client } })),
    );
    for (const res of batch) {
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after') ?? '';
        assert.match(await res.text(), /访问过于频繁/);
      } else await res.arrayBuffer();
    }
  }
  assert.ok(statuses.filter((s) => s === 200).length >= 30, statuses.join(','));
  assert.ok(statuses.includes(429), statuses.join(','));
  assert.ok(Number(retryAfter) >= 1);
  assert.equal((await fetch(`${a.base}/search.html?searchName=other`, { headers: { 'x-forwarded-for': newClient() } })).status, 200);
});

check('SIGTERM lets a request in flight finish, then the process stops taking new ones', async () => {
  const url = new URL('/api/searchByType', b.base);
  const body = JSON.stringify({ type: 3, searchContent: '智慧' });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: b.base } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    // Half the body now, the rest after the signal: the request is in flight when the server drains.
    req.write(body.slice(0, 10));
    setTimeout(() => req.end(body.slice(10)), 1500);
  });
  await new Promise((r) => setTimeout(r, 300));
  const stopped = b.stop();
  const res = await answer;
  assert.equal(res.status, 200, res.text);
  assert.equal((JSON.parse(res.text) as { code: number }).code, 0);
  await stopped;
  await assert.rejects(fetch(`${b.base}/api/health`));
});

/** The last warn and error lines a server logged (its log is one JSON object a line). */
function serverComplaints(file: string): string[] {
  const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
  const complaints = lines.filter((line) => {
    try {
      const { level } = JSON.parse(line) as { level?: string };
      return level === 'warn' || level === 'error';
    } catch {
      return false;
    }
  });
  return complaints.slice(-40);
}

async function main() {
  const started = performance.now();
  databaseUrl = await createDatabase(serverUrl!, dbName);
  const logFiles = [0, 1].map((i) => path.join(tmpdir(), `jf-two-processes-${process.pid}-${i}.log`));
  let failed = 0;
  try {
    await seedDatabase(databaseUrl, ['--scale', '0.05']);
    const app = (i: number) => startApp({ name: `app-${i}`, port: portBase + i, databaseUrl, logFile: logFiles[i]! });
    [a, b] = await Promise.all([app(0), app(1)]);
    for (const [name, run] of checks) {
      try {
        await run();
        console.log(`  ✓ ${name}`);
      } catch (err) {
        failed++;
        console.log(`  ✗ ${name}\n    ${err instanceof Error ? err.message : String(err)}`);
        // What the servers complained of so far (their start included): a failure a CI run saw once
        // must tell its cause.
        for (const file of logFiles) for (const line of serverComplaints(file)) console.log(`    ${path.basename(file)}: ${line}`);
      }
    }
  } finally {
    await Promise.all([a?.stop(), b?.stop()]);
    await dropDatabase(serverUrl!, dbName);
    // A failed run keeps its servers' logs for a closer look.
    if (!failed) for (const file of logFiles) rmSync(file, { force: true });
  }
  console.log(`两进程测试: ${checks.length - failed}/${checks.length} 通过，用时 ${Math.round((performance.now() - started) / 1000)} 秒`);
  process.exit(failed ? 1 : 0);
}

await main();
