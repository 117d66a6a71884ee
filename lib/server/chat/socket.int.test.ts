import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CHAT_CLOSE, MAX_QUEUED_FRAMES } from '@/lib/chat/rules';
import { SESSION_COOKIE } from '@/lib/cookie-names.mjs';
import { getDb } from '@/lib/server/db/client';
import { chatMessages, contactOwners, users } from '@/lib/server/db/schema';
import { loginAs, newPhone } from '@/test/kits/account-routes';
import { chatAddressFor } from './address';
import { eventOf } from './bus';
import { openMerchantConversation } from './conversations';
import { chatSocketServer } from './socket';

// The chat's socket on a real server (an ephemeral port): a client that floods it is closed with 1008
// and its waiting frames are not worked, nor are those of a client that left; a socket without a
// session (none, forged, or a cookie that does not even decode) gets the 4401 close frame.

let server: Server;
let chat: ReturnType<typeof chatSocketServer>;
let base = '';
let merchant: number;
const supplierId = 950_000 + (process.pid % 40_000);

beforeAll(async () => {
  chat = chatSocketServer();
  server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', chat.upgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/chat/ws`;
  const db = await getDb();
  const [row] = await db.insert(users).values({ mobile: newPhone(), userName: '商家' }).returning({ id: users.id });
  merchant = row!.id;
  await db.insert(contactOwners).values({ ownerKey: `supplier:${supplierId}`, userId: merchant, displayName: '测试软件有限公司' });
});

afterAll(async () => {
  chat.close();
  await new Promise((resolve) => server.close(resolve));
});

/** A fresh buyer's session cookie and their conversation with the merchant. */
async function buyer(): Promise<{ cookie: string; userId: number; conversationId: number }> {
  const phone = newPhone();
  const cookie = await loginAs(phone);
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, phone));
  const q = new URL(chatAddressFor(user!.id, supplierId, merchant), 'http://x').searchParams;
  const conversationId = await openMerchantConversation(user!.id, { owner: supplierId, userid: merchant, ts: Number(q.get('ts')), sign: q.get('sign')! });
  return { cookie, userId: user!.id, conversationId };
}

function connect(cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(base, { headers: { cookie } });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const closeOf = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

async function storedBy(userId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(chatMessages).where(and(eq(chatMessages.senderUserId, userId)));
  return row!.n;
}

/** Waits until the user's stored messages stop changing (the server finished what it works on). */
async function settledCount(userId: number): Promise<number> {
  let last = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 300));
    const now = await storedBy(userId);
    if (now === last) return now;
    last = now;
  }
}

const sendFrame = (conversationId: number, i: number) =>
  JSON.stringify({ type: 'send', cid: `flood${conversationId}n${i}xx`, conversationId, kind: 1, text: `第${i}条消息` });

describe('chat socket', () => {
  it('closes a socket whose frames pile up beyond the bound with 1008, and works none of the rest', async () => {
    const me = await buyer();
    const ws = await connect(me.cookie);
    const closed = closeOf(ws);
    for (let i = 0; i < 500; i++) ws.send(sendFrame(me.conversationId, i));
    expect(await closed).toBe(CHAT_CLOSE.flooded);
    expect(await settledCount(me.userId)).toBeLessThan(MAX_QUEUED_FRAMES);
  });

  it('drops the waiting frames of a client that closed its socket', async () => {
    const me = await buyer();
    const ws = await connect(me.cookie);
    const closed = closeOf(ws);
    // The frames and the close leave in one write, as a burst from a page being closed does: the server
    // learns of the close before it has worked the frames, not after however many one round trip allows.
    const tcp = (ws as unknown as { _socket: Socket })._socket;
    tcp.cork();
    for (let i = 0; i < 40; i++) ws.send(sendFrame(me.conversationId, i));
    ws.close(1000, 'leave');
    tcp.uncork();
    await closed;
    // What was under way when the close arrived may finish; nothing after it starts.
    expect(await settledCount(me.userId)).toBeLessThan(5);
  });

  it('answers a socket without a live session with the 4401 close frame, a cookie that does not decode too', async () => {
    for (const cookie of ['', `${SESSION_COOKIE}=forged`, `${SESSION_COOKIE}=%E0%A4%A`, `${SESSION_COOKIE}=%`]) {
      const ws = new WebSocket(base, { headers: { cookie } });
      const code = await new Promise<number | string>((resolve) => {
        ws.once('close', (c) => resolve(c));
        ws.once('unexpected-response', (_req, res) => resolve(`HTTP ${res.statusCode}`));
      });
      expect(code, cookie).toBe(CHAT_CLOSE.session);
    }
  });
});

describe('chat events between processes', () => {
  it('reads a notification it cannot parse as nothing, without throwing', () => {
    expect(eventOf('{"kind":"message","messageId":7,"to":[1,2]}')).toEqual({ kind: 'message', messageId: 7, to: [1, 2] });
    for (const payload of ['{', '', 'null', '{"kind":"message"}', '"text"']) expect(eventOf(payload), payload).toBeNull();
  });
});
