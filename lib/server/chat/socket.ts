import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { isSiteHostname } from '@/lib/accounts/callback';
import { ErrorCode } from '@/lib/api/envelope';
import { CHAT_CLOSE, HEARTBEAT_MS, MAX_QUEUED_FRAMES } from '@/lib/chat/rules';
import { clientFrameSchema } from '@/lib/chat/schemas';
import type { ServerFrame } from '@/lib/chat/types';
import { SESSION_COOKIE } from '@/lib/cookie-names.mjs';
import { parseCookies } from '@/lib/cookies.mjs';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/server/http/errors';
import { log } from '@/lib/server/log';
import { liveSession, type CheckedSession } from '@/lib/server/session/auth';
import { findSession } from '@/lib/server/session/store';
import { publish, startListening } from './bus';
import { frameQueue } from './frame-queue';
import { addSocket, removeSocket, socketCount } from './hub';
import { markRead, sendMessage } from './messages';

// The chat's WebSocket (001 §7-§9) on the product's own server: server/server.mjs hands the
// upgrade of /chat/ws to the handler registered below. The upgrade is authenticated with the login
// cookie (the iron-session cookie and its live session row) and accepted only from this site's pages
// (Origin), so another site cannot open a socket with a visitor's cookie. Frames are checked by schema;
// every message and read mark checks the sender's membership of the conversation; a message is
// acknowledged after it is stored. A socket silent for longer than two heartbeats (30 s each) is closed.
// Close codes (CHAT_CLOSE in lib/chat/rules.ts): 4401 without a live session, 1008 for a client whose
// frames pile up beyond MAX_QUEUED_FRAMES, 1001 at shutdown.

/** Frames are small: text up to 2000 characters, or a file's id and key. */
const MAX_FRAME_BYTES = 16 * 1024;
/** Open sockets per user on one process: a person's tabs, not a script's thousand. */
const MAX_SOCKETS_PER_USER = 20;
const SILENCE_LIMIT_MS = HEARTBEAT_MS * 2 + 10_000;

interface Connection {
  userId: number;
  session: CheckedSession;
  lastSeen: number;
}

/** Only our pages (the domain, its city sub-sites, the host asked) may open a socket with the cookie. */
function originAllowed(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: it carries no visitor's cookie it was not given
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (isSiteHostname(url.hostname, env.SITE_DOMAIN) || url.host === (req.headers.host ?? '').toLowerCase());
  } catch {
    return false;
  }
}

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

const send = (ws: WebSocket, frame: ServerFrame) => ws.send(JSON.stringify(frame));

function failureFrame(err: unknown, cid?: string): ServerFrame {
  if (err instanceof ApiError) return { type: 'error', cid, code: err.code, msg: err.message };
  log.error('chat.frame_failed', { error: err instanceof Error ? err.message : String(err) });
  return { type: 'error', cid, code: ErrorCode.server, msg: '服务异常，请稍后重试' };
}

async function onFrame(ws: WebSocket, conn: Connection, raw: string): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return send(ws, { type: 'error', code: ErrorCode.badRequest, msg: '消息格式不正确' });
  }
  const parsed = clientFrameSchema.safeParse(data);
  if (!parsed.success) {
    const cid = typeof (data as { cid?: unknown })?.cid === 'string' ? (data as { cid: string }).cid : undefined;
    return send(ws, { type: 'error', cid, code: ErrorCode.badRequest, msg: parsed.error.issues[0]?.message ?? '消息格式不正确' });
  }
  const frame = parsed.data;
  if (frame.type === 'ping') return send(ws, { type: 'pong' });
  // A logout (or a revoked session) ends the chat too: the session row is asked at every write.
  if (!(await findSession(conn.session.sessionId, conn.session.refreshSecret))) {
    send(ws, { type: 'error', code: ErrorCode.sessionInvalid, msg: '登录信息无效，请重新登录' });
    return void ws.close(CHAT_CLOSE.session, 'session');
  }
  if (frame.type === 'send') {
    try {
      const sent = await sendMessage(conn.userId, frame);
      send(ws, { type: 'ack', cid: frame.cid, message: sent.message });
      await publish({ kind: 'message', messageId: sent.message.id, to: sent.recipients });
    } catch (err) {
      send(ws, failureFrame(err, frame.cid));
    }
    return;
  }
  try {
    const read = await markRead(conn.userId, frame.conversationId, frame.messageId);
    if (read) await publish({ kind: 'read', conversationId: frame.conversationId, readerId: conn.userId, messageId: read.readId, to: read.recipients });
  } catch (err) {
    send(ws, failureFrame(err));
  }
}

function attach(ws: WebSocket, session: CheckedSession, connections: Map<WebSocket, Connection>): void {
  const conn: Connection = { userId: session.userId, session, lastSeen: Date.now() };
  connections.set(ws, conn);
  addSocket(conn.userId, ws);
  // In order, bounded, and only while the socket is open: once the client has gone (or was closed for
  // flooding) its waiting frames are dropped.
  const frames = frameQueue(MAX_QUEUED_FRAMES, () => ws.readyState === ws.OPEN, (err) => send(ws, failureFrame(err)));
  ws.on('message', (data, isBinary) => {
    conn.lastSeen = Date.now();
    if (isBinary) return send(ws, { type: 'error', code: ErrorCode.badRequest, msg: '消息格式不正确' });
    if (frames.push(() => onFrame(ws, conn, data.toString()))) return;
    if (ws.readyState !== ws.OPEN) return;
    log.warn('chat.flooded', { userId: conn.userId, waiting: frames.waiting });
    ws.close(CHAT_CLOSE.flooded, 'too many frames');
  });
  ws.on('close', () => {
    connections.delete(ws);
    removeSocket(conn.userId, ws);
  });
  ws.on('error', () => ws.terminate());
}

type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

const holder = globalThis as unknown as { __jfChatUpgrade?: UpgradeHandler; __jfChatClose?: () => void };

/** The chat's socket server: the upgrade handler of /chat/ws, and its shutdown. */
export function chatSocketServer(): { upgrade: UpgradeHandler; close: () => void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Map<WebSocket, Connection>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ws, conn] of connections) if (now - conn.lastSeen > SILENCE_LIMIT_MS) ws.terminate();
  }, HEARTBEAT_MS);
  sweep.unref();
  const upgrade: UpgradeHandler = (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    if (!originAllowed(req)) return refuse(socket, 403, 'Forbidden');
    liveSession(parseCookies(req.headers.cookie).get(SESSION_COOKIE)).then(
      (session) => {
        // A browser cannot read a refused upgrade's status; a close frame tells the page to log in again.
        if (!session) return wss.handleUpgrade(req, socket, head, (ws) => ws.close(CHAT_CLOSE.session, 'session'));
        if (socketCount(session.userId) >= MAX_SOCKETS_PER_USER) return refuse(socket, 429, 'Too Many Requests');
        wss.handleUpgrade(req, socket, head, (ws) => attach(ws, session, connections));
      },
      (err: unknown) => {
        log.error('chat.upgrade_failed', { error: err instanceof Error ? err.message : String(err) });
        refuse(socket, 503, 'Service Unavailable');
      },
    );
  };
  // Shutdown: every socket is told the server is going away (1001); its page reconnects to another process.
  const close = () => {
    clearInterval(sweep);
    for (const ws of connections.keys()) ws.close(CHAT_CLOSE.restart, 'restart');
  };
  return { upgrade, close };
}

/**
 * Registers the chat's upgrade handler and its shutdown for server/server.mjs (from instrumentation.ts),
 * and starts this process's share of the delivery (LISTEN on PostgreSQL).
 */
export function registerChatSocket(): void {
  if (holder.__jfChatUpgrade) return;
  const server = chatSocketServer();
  void startListening();
  holder.__jfChatUpgrade = server.upgrade;
  holder.__jfChatClose = server.close;
}
