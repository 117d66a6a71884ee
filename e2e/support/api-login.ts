import { expect, type BrowserContext } from '@playwright/test';
import { smsCodeOf } from './sms-inbox';

const port = Number(process.env.E2E_PORT || 3100);

/** A client address of the test's own (a retry too), so no earlier send asks it for a captcha. */
// Drawn from 16 million private addresses: with 50,000 (the old space) two of a run's ~70 contexts
// shared one now and then, and the second's first SMS send was asked for a captcha (1002).
const octet = () => Math.floor(Math.random() * 256);
export const clientAddress = () => `10.${octet()}.${octet()}.${Math.floor(Math.random() * 254) + 1}`;

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
