import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { POST as getImageVerifyCode } from '@/app/api/getImageVerifyCode/route';
import { POST as verifyImageCode } from '@/app/api/verifyImageCode/route';
import { CAPTCHA_INVALID_CODE, PIECE_SIZE, SLIDE_HEIGHT, SLIDE_WIDTH } from '@/lib/captcha/rules';
import { humanTrack, robotTrack } from '@/test/kits/captcha-tracks';
import type { Challenge, CharImages, SlideImages } from '@/lib/captcha/types';
import { getDb } from '@/lib/server/db/client';
import { captchaChallenges } from '@/lib/server/db/schema';
import { decodePng } from './bitmap';
import { consumePassedCaptcha } from './index';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';

// The suites share one PostgreSQL database: every test asks from its own client address.
const uniqueClient = () => `203.0.113.${randomInt(0, 256)}-${randomInt(0, 1e9)}`;

function call(route: (req: NextRequest) => Promise<Response>, name: string, body: unknown, client: string) {
  return route(
    new NextRequest(`http://localhost/api/${name}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
    }),
  );
}

async function issue<D>(captchaType: 'slide' | 'char', client: string): Promise<Challenge<D>> {
  const res = await call(getImageVerifyCode, 'getImageVerifyCode', { captchaType }, client);
  const body = (await res.json()) as { code: number; data: Challenge<D> };
  expect(res.status).toBe(200);
  expect(body.code).toBe(0);
  return body.data;
}

async function verify(body: unknown, client: string) {
  const res = await call(verifyImageCode, 'verifyImageCode', body, client);
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: unknown } };
}

async function stored(token: string) {
  const db = await getDb();
  const [row] = await db.select().from(captchaChallenges).where(eq(captchaChallenges.token, token));
  if (!row) throw new Error(`no challenge ${token}`);
  return row;
}

async function expire(token: string) {
  const db = await getDb();
  await db.update(captchaChallenges).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchaChallenges.token, token));
}

const slideAnswer = (x: number) => ({ x, track: humanTrack(x) });
const png = (dataUrl: string) => decodePng(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));

async function slideChallenge(client: string) {
  const { token, data } = await issue<SlideImages>('slide', client);
  return { token, data, target: Number((await stored(token)).answer) };
}

describe('slide captcha', () => {
  it('answers the images and the piece top, never the target x', async () => {
    const client = uniqueClient();
    const res = await call(getImageVerifyCode, 'getImageVerifyCode', { type: 'slide' }, client);
    const text = await res.text();
    const { data } = JSON.parse(text) as { data: Challenge<SlideImages> };
    expect(png(data.data.shadeImage)).toMatchObject({ width: SLIDE_WIDTH, height: SLIDE_HEIGHT });
    expect(png(data.data.cutoutImage)).toMatchObject({ width: PIECE_SIZE, height: PIECE_SIZE });
    expect(data.data.y).toBeGreaterThanOrEqual(0);
    expect(data.data.y).toBeLessThanOrEqual(SLIDE_HEIGHT - PIECE_SIZE);
    const row = await stored(data.token);
    expect(row).toMatchObject({ kind: 'slide', status: 'new', client });
    expect(Number(row.answer)).toBeGreaterThanOrEqual(60);
    expect(Number(row.answer)).toBeLessThanOrEqual(250);
    expect(Object.keys(data.data).sort()).toEqual(['cutoutImage', 'shadeImage', 'y']);
  });

  it('passes within 5 px with a human track, sent as JSON text', async () => {
    const client = uniqueClient();
    const { token, target } = await slideChallenge(client);
    const { status, body } = await verify({ type: 'slide', token, data: JSON.stringify(slideAnswer(target - 5)) }, client);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: true });
    expect(await stored(token)).toMatchObject({ status: 'passed', answer: String(target - 5) });
  });

  it('fails at 6 px: data false, not an HTTP error', async () => {
    const client = uniqueClient();
    const { token, target } = await slideChallenge(client);
    const { status, body } = await verify({ type: 'slide', token, data: slideAnswer(target + 6) }, client);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, data: false });
    expect((await stored(token)).status).toBe('failed');
  });

  it('fails a scripted track even with the right x', async () => {
    const client = uniqueClient();
    for (const shape of [{ ms: 200, steps: 20 }, { ms: 1200, steps: 5 }]) {
      const { token, target } = await slideChallenge(client);
      const { body } = await verify({ type: 'slide', token, data: { x: target, track: robotTrack(target, shape) } }, client);
      expect(body).toMatchObject({ code: 0, data: false });
    }
  });

  it('is single use: a second verify of the token answers 1006', async () => {
    const client = uniqueClient();
    const { token, target } = await slideChallenge(client);
    expect((await verify({ type: 'slide', token, data: slideAnswer(target) }, client)).body.data).toBe(true);
    const again = await verify({ type: 'slide', token, data: slideAnswer(target) }, client);
    expect(again.body).toEqual({ code: CAPTCHA_INVALID_CODE, msg: '验证码已失效，请刷新', data: null });
  });

  it('expires: a token past its time answers 1006', async () => {
    const client = uniqueClient();
    const { token, target } = await slideChallenge(client);
    await expire(token);
    expect((await verify({ type: 'slide', token, data: slideAnswer(target) }, client)).body.code).toBe(CAPTCHA_INVALID_CODE);
    expect((await verify({ type: 'slide', token: 'no-such-token', data: slideAnswer(target) }, client)).body.code).toBe(
      CAPTCHA_INVALID_CODE,
    );
  });

  it('refuses a slide answer to a char challenge', async () => {
    const client = uniqueClient();
    const { token } = await issue<CharImages>('char', client);
    expect((await verify({ type: 'slide', token, data: slideAnswer(100) }, client)).body).toMatchObject({ code: 0, data: false });
  });

  it('answers 400 for a missing type', async () => {
    const res = await call(getImageVerifyCode, 'getImageVerifyCode', {}, uniqueClient());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toContain('请指定验证码类型');
  });
});

describe('consumePassedCaptcha', () => {
  async function passedSlide(client: string) {
    const { token, target } = await slideChallenge(client);
    expect((await verify({ type: 'slide', token, data: slideAnswer(target + 3) }, client)).body.data).toBe(true);
    return { token, validateCode: String(target + 3) };
  }

  it('accepts a pass once: a replay of the spent token is refused', async () => {
    const client = uniqueClient();
    const { token, validateCode } = await passedSlide(client);
    expect(await consumePassedCaptcha(token, validateCode, client)).toBe(true);
    expect((await stored(token)).status).toBe('spent');
    expect(await consumePassedCaptcha(token, validateCode, client)).toBe(false);
  });

  it('refuses another client, another value, a failed or an expired challenge', async () => {
    const client = uniqueClient();
    const { token, validateCode } = await passedSlide(client);
    expect(await consumePassedCaptcha(token, validateCode, uniqueClient())).toBe(false);
    expect(await consumePassedCaptcha(token, String(Number(validateCode) + 1), client)).toBe(false);
    // Neither refusal used it up.
    expect(await consumePassedCaptcha(token, validateCode, client)).toBe(true);

    const failed = await slideChallenge(client);
    await verify({ type: 'slide', token: failed.token, data: slideAnswer(failed.target + 20) }, client);
    expect(await consumePassedCaptcha(failed.token, String(failed.target + 20), client)).toBe(false);

    const late = await passedSlide(client);
    await expire(late.token);
    expect(await consumePassedCaptcha(late.token, late.validateCode, client)).toBe(false);
  });

  it('refuses a challenge that was never verified', async () => {
    const client = uniqueClient();
    const { token, target } = await slideChallenge(client);
    expect(await consumePassedCaptcha(token, String(target), client)).toBe(false);
  });
});

describe('char captcha', () => {
  it('answers a PNG of the characters and passes them in any case', async () => {
    const client = uniqueClient();
    const { token, data } = await issue<CharImages>('char', client);
    expect(png(data.charImage)).toMatchObject({ width: 100, height: 38 });
    const { answer } = await stored(token);
    expect(answer).toMatch(/^[2-9A-HJKMNP-Z]{4}$/);
    const { body } = await verify({ type: 'char', token, data: answer.toLowerCase() }, client);
    expect(body).toMatchObject({ code: 0, data: true });
    expect(await consumePassedCaptcha(token, answer.toLowerCase(), client)).toBe(true);
  });

  it('fails wrong characters and uses the challenge up', async () => {
    const client = uniqueClient();
    const { token } = await issue<CharImages>('char', client);
    const { answer } = await stored(token);
    const wrong = answer.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await verify({ type: 'char', token, data: wrong }, client)).body).toMatchObject({ code: 0, data: false });
    expect((await verify({ type: 'char', token, data: answer }, client)).body.code).toBe(CAPTCHA_INVALID_CODE);
  });
});

describe('lock-out', () => {
  it('locks get and verify for 5 minutes after 5 failures, for that client only', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 5; i++) {
      const { token } = await issue<CharImages>('char', client);
      expect((await verify({ type: 'char', token, data: 'ZZZZZ' }, client)).body.data).toBe(false);
    }
    const locked = { code: 42900, msg: '操作过于频繁，请稍后再试', data: null };
    const get = await call(getImageVerifyCode, 'getImageVerifyCode', { captchaType: 'slide' }, client);
    expect(get.status).toBe(429);
    expect(await get.json()).toEqual(locked);
    const check = await verify({ type: 'char', token: 'any', data: 'ABCD' }, client);
    expect(check).toEqual({ status: 429, body: locked });

    const other = uniqueClient();
    const { token, target } = await slideChallenge(other);
    expect((await verify({ type: 'slide', token, data: slideAnswer(target) }, other)).body.data).toBe(true);
  });

  it('does not lock after 4 failures', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 4; i++) {
      const { token } = await issue<CharImages>('char', client);
      await verify({ type: 'char', token, data: 'ZZZZZ' }, client);
    }
    const { token, target } = await slideChallenge(client);
    expect((await verify({ type: 'slide', token, data: slideAnswer(target) }, client)).body.data).toBe(true);
  });
});

describe('captcha issuance per client', () => {
  it('draws a limited number of puzzles a minute for one client, then answers 429 with the envelope', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) await issue('char', client);
    const res = await call(getImageVerifyCode, 'getImageVerifyCode', { captchaType: 'char' }, client);
    expect(res.status).toBe(429);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(42900);
    expect(body.msg).toMatch(/^请求过于频繁，请 \d+ 秒后重试$/);
    // Another client is not held back.
    await issue('char', uniqueClient());
  });
});
