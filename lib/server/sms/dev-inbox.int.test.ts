import { describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address.mjs';
import { devInboxListenProblem, inboxAnswers } from './dev-inbox';

// The page reads the request's headers through Next; here they are the test's.
const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
const { default: SmsInboxPage } = await import('@/app/dev/sms-inbox/page');

/** What the production server hands the app: its resolved client address, and the request's own headers. */
const from = (client: string, extra: Record<string, string> = {}) => new Headers({ [CLIENT_ADDRESS_HEADER]: client, ...extra });

async function pageFor(headers: Headers): Promise<'shown' | 'not found'> {
  request.headers = headers;
  try {
    await SmsInboxPage();
    return 'shown';
  } catch (err) {
    if ((err as { digest?: string }).digest?.startsWith('NEXT_HTTP_ERROR_FALLBACK;404')) return 'not found';
    throw err;
  }
}

describe('/dev/sms-inbox', () => {
  it('shows the codes to a client on this machine', async () => {
    expect(await pageFor(from('127.0.0.1'))).toBe('shown');
    expect(await pageFor(from('::1'))).toBe('shown');
  });

  it('is the ordinary 404 for any other client, on the LAN or beyond', async () => {
    for (const client of ['203.0.113.7', '192.168.1.20', '10.0.0.5', '2001:db8::1', 'local', '']) {
      expect(await pageFor(from(client))).toBe('not found');
    }
  });

  it('is a 404 for a request a proxy on this machine forwarded, which the socket alone would call local', async () => {
    expect(await pageFor(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }))).toBe('not found');
    expect(await pageFor(from('127.0.0.1', { 'x-real-ip': '203.0.113.7' }))).toBe('not found');
    expect(await pageFor(from('127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711";proto=https' }))).toBe('not found');
    expect(await pageFor(from('127.0.0.1', { forwarded: 'for=127.0.0.1' }))).toBe('shown');
  });
});

describe('inboxAnswers', () => {
  const production = { NODE_ENV: 'production' as const, SMS_DEV_INBOX: true, SMS_DEV_INBOX_PUBLIC: false };

  it('needs SMS_DEV_INBOX in production, and answers other machines only with SMS_DEV_INBOX_PUBLIC', () => {
    expect(inboxAnswers({ ...production, SMS_DEV_INBOX: false }, from('127.0.0.1'))).toBe(false);
    expect(inboxAnswers(production, from('127.0.0.1'))).toBe(true);
    expect(inboxAnswers(production, from('203.0.113.7'))).toBe(false);
    expect(inboxAnswers({ ...production, SMS_DEV_INBOX_PUBLIC: true }, from('203.0.113.7'))).toBe(true);
    expect(inboxAnswers({ ...production, NODE_ENV: 'development', SMS_DEV_INBOX: false }, from('127.0.0.1'))).toBe(true);
    expect(inboxAnswers({ ...production, NODE_ENV: 'development', SMS_DEV_INBOX: false }, from('192.168.1.20'))).toBe(false);
  });
});

describe('devInboxListenProblem', () => {
  const production = { NODE_ENV: 'production' as const, SMS_DEV_INBOX: true, SMS_DEV_INBOX_PUBLIC: false };

  it('refuses a production server with the inbox on any interface but loopback, unless asked for outright', () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'my-host']) {
      expect(devInboxListenProblem(production, host)).toMatch(/SMS_DEV_INBOX_PUBLIC=true/);
      expect(devInboxListenProblem({ ...production, SMS_DEV_INBOX_PUBLIC: true }, host)).toBeNull();
    }
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(devInboxListenProblem(production, host)).toBeNull();
  });

  it('leaves servers without the inbox, and development, alone', () => {
    expect(devInboxListenProblem({ ...production, SMS_DEV_INBOX: false }, '0.0.0.0')).toBeNull();
    expect(devInboxListenProblem({ ...production, NODE_ENV: 'development' }, '0.0.0.0')).toBeNull();
  });
});
