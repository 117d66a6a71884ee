import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { GET as health } from '@/app/api/health/route';
import { env } from '@/lib/env';
import { SmsSendCode } from '@/lib/phone-code/codes';
import { getDb } from '@/lib/server/db/client';
import { captchaChallenges, rateEvents } from '@/lib/server/db/schema';
import { counters } from '@/lib/server/health/metrics';
import { log } from '@/lib/server/log';
import { verifySmsCode } from './code-store';
import { smsKeys } from './limits';
import type { SmsProvider } from './provider';
import { sendVerifyCode } from './send';
import { ageRateEvents, codeRows, countRateEvents, lastCodeSentTo, uniqueClient, uniquePhone } from '@/test/kits/sms';
import { randomInt } from 'node:crypto';

const MINUTE = 60;
const failingProvider: SmsProvider = { send: () => Promise.reject(new Error('gateway down')) };

/** A slide captcha this client passed (as the captcha service leaves it), not yet spent. */
async function passedCaptcha(client: string) {
  const token = `sms-test-${randomUUID()}`;
  const db = await getDb();
  await db.insert(captchaChallenges).values({
    token,
    kind: 'slide',
    answer: '120',
    client,
    status: 'passed',
    expiresAt: sql`now() + interval '5 minutes'`,
  });
  return { token, validateCode: '120' };
}

function scene() {
  const phone = uniquePhone();
  const client = uniqueClient();
  // The kit's client is no address, so it is its own network.
  const keys = [smsKeys.phone(phone), smsKeys.client(client), smsKeys.network(client), smsKeys.recentPhone(phone), smsKeys.recentNetwork(client)];
  return {
    phone,
    client,
    keys,
    send: (over: Partial<Parameters<typeof sendVerifyCode>[0]> = {}, provider?: SmsProvider) =>
      sendVerifyCode({ phone, purpose: 'login', client, ...over }, provider),
    /** Lets `seconds` pass for this scene's limits. */
    wait: (seconds: number) => ageRateEvents(keys, seconds),
  };
}

const SENT = { code: 0, msg: '验证码已发送' };

describe('sendVerifyCode', () => {
  it('0: sends a 6-digit code, keeps only its hash, and answers without it', async () => {
    const s = scene();
    expect(await s.send({ purpose: 'register' })).toEqual(SENT);
    const code = await lastCodeSentTo(s.phone);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await codeRows(s.phone);
    expect(row).toMatchObject({ purpose: 'register', attempts: 0, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(code!);
    expect(await verifySmsCode(s.phone, 'login', code!)).toBe('expired');
    expect(await verifySmsCode(s.phone, 'register', code!)).toBe('ok');
  });

  it('writes the signed message the phone shows', async () => {
    const s = scene();
    await s.send();
    const db = await getDb();
    const { rows } = (await db.execute(sql`select text from sms_outbox where phone = ${s.phone}`)) as unknown as { rows: { text: string }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text).toMatch(/^【云采汇】您的验证码为 \d{6}，5分钟内有效，请勿泄露给他人。$/);
  });

  it.each(['', '1380013800', '138001380001', '10800138000', '23800138000', '1380013800a'])('1001 for %j, recording nothing', async (phone) => {
    const s = scene();
    expect(await s.send({ phone })).toEqual({ code: 1001, msg: '手机号不正确请重新输入' });
    expect(await countRateEvents([...s.keys, smsKeys.phone(phone), smsKeys.recentPhone(phone)])).toBe(0);
  });

  it('1002: a second send for the phone within ten minutes needs a captcha, from any client', async () => {
    const s = scene();
    expect(await s.send()).toEqual(SENT);
    await s.wait(MINUTE + 1);
    const before = await countRateEvents(s.keys);
    const other = uniqueClient();
    expect(await s.send({ client: other })).toEqual({ code: 1002, msg: '请先完成安全验证' });
    expect(await countRateEvents([...s.keys, smsKeys.client(other), smsKeys.recentNetwork(other)])).toBe(before);
    expect(await s.send({ client: other, captcha: await passedCaptcha(other) })).toEqual(SENT);
  });

  it('1002: a send from a client that sent in the last ten minutes needs a captcha, for any phone', async () => {
    const s = scene();
    expect(await s.send()).toEqual(SENT);
    expect(await s.send({ phone: uniquePhone() })).toMatchObject({ code: 1002 });
    expect(await s.send({ phone: uniquePhone(), captcha: await passedCaptcha(s.client) })).toEqual(SENT);
  });

  it('no captcha once ten minutes have passed for both the phone and the client', async () => {
    const s = scene();
    expect(await s.send()).toEqual(SENT);
    await s.wait(9 * MINUTE);
    expect(await s.send()).toMatchObject({ code: 1002 });
    await s.wait(MINUTE + 1);
    expect(await s.send()).toEqual(SENT);
  });

  it('1005: a captcha that is unknown, not passed, another client’s or spent', async () => {
    const s = scene();
    await s.send();
    await s.wait(MINUTE + 1);
    const invalid = { code: 1005, msg: '安全验证已失效，请重新验证' };
    expect(await s.send({ captcha: { token: 'no-such-token', validateCode: '120' } })).toEqual(invalid);
    expect(await s.send({ captcha: await passedCaptcha(uniqueClient()) })).toEqual(invalid);
    const db = await getDb();
    const fresh = await passedCaptcha(s.client);
    await db.execute(sql`update captcha_challenge set status = 'new' where token = ${fresh.token}`);
    expect(await s.send({ captcha: fresh })).toEqual(invalid);
    const captcha = await passedCaptcha(s.client);
    expect(await s.send({ captcha })).toEqual(SENT);
    await s.wait(MINUTE + 1);
    expect(await s.send({ captcha })).toEqual(invalid);
    expect(await countRateEvents([smsKeys.phone(s.phone)])).toBe(2);
  });

  it('1003: a second send within the minute, before the captcha is looked at', async () => {
    const s = scene();
    expect(await s.send()).toEqual(SENT);
    const captcha = await passedCaptcha(s.client);
    const refused = await s.send({ captcha });
    expect(refused).toMatchObject({ code: 1003, msg: expect.stringMatching(/^发送过于频繁，请 (\d+) 秒后重试$/) });
    expect(refused.retryAfterSec).toBeGreaterThan(50);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(60);
    await s.wait(MINUTE + 1);
    // The refused send spent nothing: the same captcha still works.
    expect(await s.send({ captcha })).toEqual(SENT);
  });

  it('1004: the sixth send for a phone within an hour', async () => {
    const s = scene();
    for (let i = 0; i < 5; i++) {
      expect(await s.send()).toEqual(SENT);
      await s.wait(11 * MINUTE); // past the captcha window
    }
    const before = await countRateEvents(s.keys);
    expect(await s.send()).toMatchObject({ code: 1004, msg: expect.stringMatching(/^发送次数过多，请 \d+ 分钟后重试$/) });
    expect(await countRateEvents(s.keys)).toBe(before);
    expect(await codeRows(s.phone)).toHaveLength(5);
    await s.wait(10 * MINUTE);
    expect(await s.send()).toEqual(SENT);
  });

  it('1004: the eleventh send for a phone within a day', async () => {
    const s = scene();
    for (let i = 0; i < 10; i++) {
      expect(await s.send()).toEqual(SENT);
      await s.wait(2 * 60 * MINUTE);
    }
    expect(await s.send()).toMatchObject({ code: 1004, msg: '今日发送次数已达上限，请明天再试' });
  });

  it('1004: a client address reaching 20 sends an hour or 50 a day', async () => {
    const db = await getDb();
    const hourly = scene();
    await db.insert(rateEvents).values(Array.from({ length: 20 }, () => ({ key: smsKeys.client(hourly.client) })));
    expect(await hourly.send()).toMatchObject({ code: 1004, msg: expect.stringMatching(/^发送次数过多/) });
    expect(await countRateEvents([smsKeys.phone(hourly.phone)])).toBe(0);

    const daily = scene();
    await db.insert(rateEvents).values(Array.from({ length: 50 }, () => ({ key: smsKeys.client(daily.client) })));
    await daily.wait(2 * 60 * MINUTE);
    expect(await daily.send()).toMatchObject({ code: 1004, msg: '今日发送次数已达上限，请明天再试' });
  });

  it('500: a failing gateway leaves no code that verifies, and the send still counts', async () => {
    const s = scene();
    expect(await s.send({}, failingProvider)).toEqual({ code: 500, msg: '短信发送失败，请稍后重试' });
    const [row] = await codeRows(s.phone);
    expect(row!.usedAt).not.toBeNull();
    expect(await s.send()).toMatchObject({ code: 1003 });
  });

  it('a new send replaces the unused code sent before it', async () => {
    const s = scene();
    await s.send();
    const first = await lastCodeSentTo(s.phone);
    await s.wait(11 * MINUTE);
    await s.send();
    const second = await lastCodeSentTo(s.phone);
    const rows = await codeRows(s.phone);
    expect(rows.map((r) => r.usedAt === null)).toEqual([false, true]);
    if (first !== second) expect(await verifySmsCode(s.phone, 'login', first!)).toBe('wrong');
    expect(await verifySmsCode(s.phone, 'login', second!)).toBe('ok');
  });

  it('sends once when several sends for one phone race', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => sendVerifyCode({ phone, purpose: 'login', client: uniqueClient() })),
    );
    expect(results.filter((r) => r.code === 0)).toHaveLength(1);
    // The losers are refused by the minute limit, or by the captcha rule if the winner's send came first.
    expect(results.filter((r) => r.code === 1003 || r.code === 1002)).toHaveLength(3);
    expect(await codeRows(phone)).toHaveLength(1);
  });
});

describe('the portal-wide SMS budget', () => {
  it('refuses sends past the budget per minute, whoever asks, however many phones and clients', async () => {
    const saved = env.SMS_GLOBAL_PER_MINUTE;
    // Other suites share the database and may have sent this minute: a budget of 1 is spent by the
    // second send at the latest.
    env.SMS_GLOBAL_PER_MINUTE = 1;
    try {
      const first = await sendVerifyCode({ phone: uniquePhone(), purpose: 'login', client: uniqueClient() });
      const second = await sendVerifyCode({ phone: uniquePhone(), purpose: 'login', client: uniqueClient() });
      expect(second).toMatchObject({ code: SmsSendCode.tooFrequent, msg: '短信发送繁忙，请稍后再试' });
      expect([SmsSendCode.sent, SmsSendCode.tooFrequent]).toContain(first.code);
    } finally {
      env.SMS_GLOBAL_PER_MINUTE = saved;
    }
  });
});

/** A network no other test uses: `host(n)` is its n-th address (IPv6 /56s of the documentation range, or IPv4 /24s of the benchmarking one). */
function network(kind: 'v4' | 'v6' = 'v6') {
  if (kind === 'v4') {
    const prefix = `198.${randomInt(18, 20)}.${randomInt(0, 256)}`;
    return (n: number) => `${prefix}.${n}`;
  }
  // The 4th group's low byte is inside the /56, so addresses differ there too.
  const prefix = `2001:db8:${randomInt(0, 0x10000).toString(16)}:${randomInt(0, 0x100).toString(16)}`;
  return (n: number) => `${prefix}${(n % 0x100).toString(16).padStart(2, '0')}::${n.toString(16)}`;
}

const sendFrom = (client: string, captcha?: { token: string; validateCode: string }) =>
  sendVerifyCode({ phone: uniquePhone(), purpose: 'login', client, captcha });

describe('per network (/24, /56)', () => {
  it.each(['v4', 'v6'] as const)('%s: of 20 first sends from 20 addresses of one network, only the first goes without a captcha', async (kind) => {
    const host = network(kind);
    const codes = [];
    for (let n = 1; n <= 20; n++) codes.push((await sendFrom(host(n))).code);
    expect(codes[0]).toBe(SmsSendCode.sent);
    expect(codes.slice(1).every((c) => c === SmsSendCode.captchaRequired)).toBe(true);
    // A newcomer from elsewhere is not held by that network.
    expect(await sendFrom(network(kind)(1))).toEqual(SENT);
  });

  it('allows 5 sends a minute from one network, captcha or not; the next network is not affected', async () => {
    const host = network();
    expect(await sendFrom(host(1))).toEqual(SENT);
    for (let n = 2; n <= 5; n++) expect(await sendFrom(host(n), await passedCaptcha(host(n)))).toEqual(SENT);
    const captcha = await passedCaptcha(host(6));
    expect(await sendFrom(host(6), captcha)).toMatchObject({ code: SmsSendCode.tooFrequent, msg: expect.stringMatching(/^发送过于频繁，请 \d+ 秒后重试$/) });
    expect(await sendFrom(network()(1))).toEqual(SENT);
  });
});

describe('near the portal-wide SMS budget', () => {
  it('every send needs a captcha, and operators get a log line and a counter at /api/health', async () => {
    const saved = env.SMS_GLOBAL_PER_MINUTE;
    const db = await getDb();
    // 85% of a budget of 10,000 this minute, whatever other suites send meanwhile (they count too).
    env.SMS_GLOBAL_PER_MINUTE = 10_000;
    const added = (await db.execute(sql`insert into rate_event (key) select ${smsKeys.global} from generate_series(1, 8500) returning id`)) as unknown as { rows: { id: number }[] };
    const ids = added.rows.map((r) => r.id);
    const warn = vi.spyOn(log, 'warn');
    const before = counters().sms_budget_near_total;
    try {
      const s = scene();
      expect(await s.send()).toEqual({ code: SmsSendCode.captchaRequired, msg: '请先完成安全验证' });
      expect(await s.send({ captcha: await passedCaptcha(s.client) })).toEqual(SENT);
      expect(warn).toHaveBeenCalledWith('sms.budget_near', expect.objectContaining({ windowSec: MINUTE, budget: 10_000 }));
      expect(counters().sms_budget_near_total).toBe(before + 2);
      const live = await (await health(new NextRequest('http://localhost/api/health'))).json();
      expect(live.data.counters).toEqual({ sms_budget_near_total: before + 2 });
    } finally {
      warn.mockRestore();
      await db.delete(rateEvents).where(inArray(rateEvents.id, ids));
      env.SMS_GLOBAL_PER_MINUTE = saved;
    }
    // With room again, a first send needs no captcha.
    expect(await scene().send()).toEqual(SENT);
  });
});
