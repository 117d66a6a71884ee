// Helpers of the account route tests: real SMS codes, requests with and without the session cookie.
import { NextRequest } from 'next/server';
import { POST as login } from '@/app/api/login/route';
import type { Envelope } from '@/lib/api/envelope';
import type { SmsPurpose } from '@/lib/phone-code/schemas';
import { SESSION_COOKIE } from '@/lib/server/session/cookie';
import { sendVerifyCode } from '@/lib/server/sms';
import { smsKeys } from '@/lib/server/sms/limits';
import { ageRateEvents, uniqueClient } from '@/test/kits/sms';

const random = (digits: number) => String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');

/** Tests share one PostgreSQL database: every test makes its own phone (and SMS client address). */
export const newPhone = () => `139${random(8)}`;

/**
 * Sends a real code through the SMS service and reads it from what the provider was handed. The
 * phone's earlier sends are moved ten minutes into the past first, so a test may log one phone in
 * again without waiting out the per-minute limit or the captcha.
 */
export async function smsCodeFor(phone: string, purpose: SmsPurpose): Promise<string> {
  await ageRateEvents([smsKeys.phone(phone), smsKeys.recentPhone(phone)], 601);
  let text = '';
  const result = await sendVerifyCode(
    { phone, purpose, client: uniqueClient() },
    { send: async (m) => void (text = m.text) },
  );
  const code = /\d{6}/.exec(text)?.[0];
  if (result.code !== 0 || !code) throw new Error(`no code sent: ${JSON.stringify(result)}`);
  return code;
}

export function request(
  path: string,
  init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): NextRequest {
  const headers: Record<string, string> = { host: 'localhost', ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return new NextRequest(`http://localhost${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    headers,
  });
}

/** The session cookie a response set, as a Cookie request header ('' when it set none). */
export function sessionCookieOf(res: Response): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return line ? line.split(';')[0]! : '';
}

/** Logs `phone` in through /api/login and answers the session cookie. */
export async function loginAs(phone: string): Promise<string> {
  const res = await login(request('/api/login', { body: { phone, smsCode: await smsCodeFor(phone, 'login') } }));
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return sessionCookieOf(res);
}

export async function answerOf<T = unknown>(res: Response): Promise<Envelope<T>> {
  return (await res.json()) as Envelope<T>;
}
