import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { smsInboxEnabled } from './dev-inbox';
import { latestOutbox } from './outbox';
import { devProvider, httpProvider } from './provider';
import { uniquePhone } from '@/test/kits/sms';

interface Seen {
  method?: string;
  authorization?: string;
  type?: string;
  body: unknown;
}

let gateway: Server | undefined;

/** A stand-in SMS gateway on 127.0.0.1 answering with `respond`; resolves to its URL and what it saw. */
async function startGateway(respond: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: Seen[] = [];
  gateway = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method, authorization: req.headers.authorization, type: req.headers['content-type'], body: JSON.parse(body) });
      respond(req, res);
    });
  });
  gateway.listen(0, '127.0.0.1');
  await once(gateway, 'listening');
  const { port } = gateway.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms/send`, seen };
}

afterEach(async () => {
  gateway?.closeAllConnections();
  gateway?.close();
  gateway = undefined;
});

const webhookBody = { phone: '13800138000', sign: '【云采汇】', text: '您的验证码为 123456，5分钟内有效，请勿泄露给他人。' };
const message = { ...webhookBody, template: { kind: 'code' as const, params: { code: '123456' } } };

describe('httpProvider', () => {
  it('POSTs {phone, sign, text} as JSON with the bearer token', async () => {
    const { url, seen } = await startGateway((_req, res) => res.writeHead(200).end('{"ok":true}'));
    await httpProvider({ url, token: 'secret-token' }).send(message);
    expect(seen).toEqual([{ method: 'POST', authorization: 'Bearer secret-token', type: 'application/json', body: webhookBody }]);
  });

  it('fails on an answer that is not 2xx', async () => {
    const { url } = await startGateway((_req, res) => res.writeHead(503).end('down'));
    await expect(httpProvider({ url, token: 't' }).send(message)).rejects.toThrow('HTTP 503');
  });

  it('fails when the gateway does not answer in time', async () => {
    const { url } = await startGateway(() => undefined);
    await expect(httpProvider({ url, token: 't', timeoutMs: 200 }).send(message)).rejects.toThrow();
  });

  it('fails when nothing listens', async () => {
    const { url } = await startGateway(() => undefined);
    const closed = gateway!;
    gateway = undefined;
    closed.close();
    await once(closed, 'close');
    await expect(httpProvider({ url, token: 't' }).send(message)).rejects.toThrow();
  });
});

describe('devProvider', () => {
  it('keeps the signed message for the inbox, newest first', async () => {
    const phone = uniquePhone();
    await devProvider.send({ ...message, phone, text: 'first' });
    await devProvider.send({ ...message, phone, text: 'second' });
    const mine = (await latestOutbox(50)).filter((m) => m.phone === phone);
    expect(mine.map((m) => m.text)).toEqual(['【云采汇】second', '【云采汇】first']);
    expect(mine[0]!.createdAt).toBeInstanceOf(Date);
  });
});

describe('smsInboxEnabled', () => {
  it('is on outside production, and in production only with SMS_DEV_INBOX=true', () => {
    expect(smsInboxEnabled({ NODE_ENV: 'development', SMS_DEV_INBOX: false })).toBe(true);
    expect(smsInboxEnabled({ NODE_ENV: 'test', SMS_DEV_INBOX: false })).toBe(true);
    expect(smsInboxEnabled({ NODE_ENV: 'production', SMS_DEV_INBOX: false })).toBe(false);
    expect(smsInboxEnabled({ NODE_ENV: 'production', SMS_DEV_INBOX: true })).toBe(true);
  });
});
