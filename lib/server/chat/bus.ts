import 'server-only';
import pg from 'pg';
import { z } from 'zod';
import { env } from '@/lib/env';
import { getDbHandle } from '@/lib/server/db/client';
import { log } from '@/lib/server/log';
import { anyOnline, sendToUsers } from './hub';
import { messageById } from './messages';

// Delivery of chat events to every app process (001 §7 Contact; docs/operations.md, Deployment). On PostgreSQL an event is a NOTIFY on the
// channel below, after the message's transaction committed; each process LISTENs on a connection of
// its own and hands the event to its sockets (the sender's process too: one path for everyone). The
// notification names the message, not its text, so it stays far under NOTIFY's 8000-byte payload and
// each process reads the stored message. On PGlite there is one process: events go straight to it.

const CHANNEL = 'jf_chat';

const eventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), messageId: z.number().int().positive(), to: z.array(z.number().int()) }),
  z.object({ kind: z.literal('read'), conversationId: z.number().int(), readerId: z.number().int(), messageId: z.number().int(), to: z.array(z.number().int()) }),
]);
export type ChatEvent = z.infer<typeof eventSchema>;

/** The event a notification carries, or null for anything else: a bad payload never throws in the listener. */
export function eventOf(payload: string): ChatEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  const parsed = eventSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Hands an event to this process's sockets of its users. */
export async function deliverHere(event: ChatEvent): Promise<void> {
  if (!anyOnline(event.to)) return;
  if (event.kind === 'read') {
    sendToUsers(event.to, { type: 'read', conversationId: event.conversationId, readerId: event.readerId, messageId: event.messageId });
    return;
  }
  const message = await messageById(event.messageId);
  if (message) sendToUsers(event.to, { type: 'message', message });
}

/** Sends an event to the sockets of its users on every process. */
export async function publish(event: ChatEvent): Promise<void> {
  const handle = await getDbHandle();
  if (handle.driver === 'postgres') await handle.executeSql('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  else await deliverHere(event);
}

const holder = globalThis as unknown as { __jfChatListener?: Promise<void> };
const RETRY_MS = 2_000;

/**
 * On PostgreSQL: LISTEN on a connection of this process's own (outside the pool, which hands its
 * connections around), for as long as the process runs; a lost connection is opened again.
 */
export function startListening(): Promise<void> {
  if (!env.DATABASE_URL) return Promise.resolve();
  holder.__jfChatListener ??= listen(env.DATABASE_URL);
  return holder.__jfChatListener;
}

async function listen(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: env.DB_CONNECT_TIMEOUT_MS });
  const retry = (err: unknown) => {
    log.warn('chat.listen_lost', { error: err instanceof Error ? err.message : String(err), retryInMs: RETRY_MS });
    client.removeAllListeners();
    void client.end().catch(() => undefined);
    setTimeout(() => {
      holder.__jfChatListener = listen(url);
    }, RETRY_MS).unref();
  };
  client.on('error', retry);
  client.on('notification', (n) => {
    if (n.channel !== CHANNEL || !n.payload) return;
    const event = eventOf(n.payload);
    if (!event) return;
    deliverHere(event).catch((err: unknown) => log.error('chat.deliver_failed', { error: err instanceof Error ? err.message : String(err) }));
  });
  try {
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
  } catch (err) {
    retry(err);
  }
}
