import { expect, type BrowserContext } from '@playwright/test';
import { smsCodeOf } from './sms-inbox';

const port = Number(process.env.E2E_PORT || 3100);

/** A client address on a network of the test's own (a retry too), so no earlier send asks it for a captcha. */
// SMS sends count per /24 as well as per address (lib/server/sms/limits.ts): each call takes the next
// of the 65,536 private /24s from a random start, distinct within a run, where random draws for a
// run's ~70 contexts would share a /24 now and then and the second's first send would get 1002.
let nextNetwork = Math.floor(Math.random() * 65_536);
export const clientAddress = () => {
  const n = nextNetwork++ % 65_536;
  return `10.${n >> 8}.${n & 255}.${Math.floor(Math.random() * 254) + 1}`;
};

/**
 * Logs a fresh phone in through the real calls (code sent, read from the dev inbox, /api/login), so a
 * test that is not about logging in starts logged in. The context needs its own x-forwarded-for
 * address, so no earlier send asks for a captcha.
 */
export async function loginFreshPhone(context: BrowserContext): Promise<string> {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const origin = `http://localhost:${port}`;
  const sent = await context.request.post('/api/getPhoneVerifyCode', { data: { telephone: phone, purpose: 'login' }, headers: { origin } });
  expect((await sent.json()).code).toBe(0);
  const smsCode = await smsCodeOf(context, phone);
  const login = await context.request.post('/api/login', { data: { phone, smsCode }, headers: { origin } });
  expect((await login.json()).code).toBe(0);
  return phone;
}
