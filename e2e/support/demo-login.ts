import { expect, type BrowserContext } from '@playwright/test';
import { slideAnswerOf } from './slide-solver';
import { smsCodeOf } from './sms-inbox';

// Logs a known phone (a seeded demo account) in through the real calls. Unlike a fresh phone, a demo
// phone may have had a code sent a moment ago by another spec file: a send inside its minute waits
// for the next one (1003), and a second send within ten minutes passes the slide captcha first (1002),
// its answer read from the development inbox (slide-solver.ts) and dragged along an uneven track.

const port = Number(process.env.E2E_PORT || 3100);
const origin = `http://localhost:${port}`;
const headers = { origin };

interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** A hand's drag to `x`: eased (slow, fast, slow), 30 steps over about 0.9 s, time never running back. */
function dragTrack(x: number) {
  const steps = 30;
  return Array.from({ length: steps + 1 }, (_, i) => ({
    x: Math.round(x * ((1 - Math.cos((Math.PI * i) / steps)) / 2)),
    y: (i % 3) - 1,
    t: i * 30 + (i % 4) * 3,
  }));
}

async function passCaptcha(context: BrowserContext): Promise<{ token: string; validateCode: string; type: 'slide' }> {
  const { request } = context;
  const challenge = (await (await request.post('/api/getImageVerifyCode', { data: { captchaType: 'slide' }, headers })).json()) as Answer<{
    token: string;
  }>;
  expect(challenge.code).toBe(0);
  const { token } = challenge.data;
  const x = await slideAnswerOf(context, token);
  const verified = (await (await request.post('/api/verifyImageCode', { data: { type: 'slide', token, data: { x, track: dragTrack(x) } }, headers })).json()) as Answer;
  expect(verified).toMatchObject({ code: 0, data: true });
  return { token, validateCode: String(x), type: 'slide' };
}

async function sendCode(context: BrowserContext, phone: string): Promise<void> {
  const { request } = context;
  const deadline = Date.now() + 70_000;
  let captcha = {};
  for (;;) {
    const sent = (await (await request.post('/api/getPhoneVerifyCode', { data: { telephone: phone, purpose: 'login', ...captcha }, headers })).json()) as Answer;
    if (sent.code === 0) return;
    if (sent.code === 1002) captcha = await passCaptcha(context);
    else if (sent.code === 1003 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5_000));
    else throw new Error(`getPhoneVerifyCode ${phone}: ${sent.code} ${sent.msg}`);
  }
}

/**
 * Logs `phone` in within `context` (cookies land in it). The context needs its own x-forwarded-for
 * address, so the client limits of other tests do not apply. Allow it up to 80 s (a 1003 wait).
 */
export async function loginKnownPhone(context: BrowserContext, phone: string): Promise<void> {
  await sendCode(context, phone);
  const smsCode = await smsCodeOf(context, phone);
  const login = await context.request.post('/api/login', { data: { phone, smsCode }, headers });
  expect((await login.json()).code).toBe(0);
}
