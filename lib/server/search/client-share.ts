import 'server-only';
import { ErrorCode } from '@/lib/api/envelope';
import { CLIENT_CALL_HEADER, CLIENT_KEY_HEADER } from '@/lib/client-address.mjs';
import { ApiError } from '@/lib/server/http/errors';

// The search's slots for new questions (bounded.ts), shared out between clients. A rate alone does
// not protect the others: a client sending never-asked questions as fast as its render limit allows
// kept every slot busy and everyone else's question waited behind its queue (100 ms became 0.55-
// 1.2 s). Here one client runs at most `perClient` questions at once, whatever it sends; a free slot
// goes to the waiting client running the fewest (so a newcomer is next, never behind a flood's
// queue); and a client already keeping `waitingPerClient` questions waiting is refused at once.
// A browser opens at most 6 connections to a host, so a person never meets the refusal; a script does
// (docs/client-limits.md). Only calls are refused: a page has no way to show a 429 (a render that
// throws is a 500), so a page's question waits its turn like the others. No question waits longer than
// `maxWaitMs`: past it the wait ends with the 503 a busy database gives (`onTimeout` notes the trouble,
// so the page becomes the 503 page too), and the question is never run for a client that has gone.

/** What a refused client reads: the portal's message for too many requests (lib/server/captcha, uploads). */
export const shareRefusal = () => new ApiError(429, ErrorCode.tooMany, '操作过于频繁，请稍后再试');
/** What a question that waited past its bound reads: the server's 503 (server/guards.mjs). */
export const waitTimeout = () => new ApiError(503, ErrorCode.unavailable, '服务繁忙，请稍后重试');

/** Who asks: the share's key (null: no key) and whether a refusal can be answered (a call, not a page). */
export interface Asker {
  client: string | null;
  refusable: boolean;
}

export interface ClientShare {
  /**
   * Runs `fn` in a slot of the asker's share, after its turn; `client` null (no key: the render limits
   * are off, or a test without the production server) shares only the pool, first come first served.
   */
  run<T>(asker: Asker, fn: () => Promise<T>): Promise<T>;
  /** Questions running now, in all or of one client. */
  running(client?: string | null): number;
  /** Questions of one client waiting for a slot. */
  waiting(client: string | null): number;
}

interface Waiter {
  start: () => void;
}

interface ShareOptions {
  slots: number;
  perClient: number;
  waitingPerClient: number;
  maxWaitMs: number;
  onTimeout?: () => void;
}

/** The slot of clients without a key: they are one queue with the whole pool as their share. */
const UNKEYED = '';

export function createClientShare({ slots, perClient, waitingPerClient, maxWaitMs, onTimeout }: ShareOptions): ClientShare {
  let busy = 0;
  const active = new Map<string, number>();
  // Insertion order is the order of turns among clients with equal shares in use.
  const queues = new Map<string, Waiter[]>();
  const capOf = (client: string) => (client === UNKEYED ? slots : perClient);

  function next(): string | undefined {
    let chosen: string | undefined;
    let fewest = Infinity;
    for (const client of queues.keys()) {
      const using = active.get(client) ?? 0;
      if (using < capOf(client) && using < fewest) {
        chosen = client;
        fewest = using;
      }
    }
    return chosen;
  }

  function pump() {
    for (let client = next(); busy < slots && client !== undefined; client = next()) {
      const queue = queues.get(client)!;
      const waiter = queue.shift()!;
      // To the back of the turns, or out when it has no one waiting.
      queues.delete(client);
      if (queue.length) queues.set(client, queue);
      waiter.start();
    }
  }

  return {
    run<T>({ client, refusable }: Asker, fn: () => Promise<T>): Promise<T> {
      const key = client ?? UNKEYED;
      const queue = queues.get(key) ?? [];
      if (refusable && key !== UNKEYED && queue.length >= waitingPerClient) return Promise.reject(shareRefusal());
      return new Promise<T>((resolve, reject) => {
        const waiter: Waiter = {
          start() {
            clearTimeout(timer);
            busy += 1;
            active.set(key, (active.get(key) ?? 0) + 1);
            Promise.resolve()
              .then(fn)
              .then(resolve, reject)
              .finally(() => {
                busy -= 1;
                const left = active.get(key)! - 1;
                if (left) active.set(key, left);
                else active.delete(key);
                pump();
              });
          },
        };
        const timer = setTimeout(() => {
          const waiting = queues.get(key);
          const at = waiting?.indexOf(waiter) ?? -1;
          if (at < 0) return;
          waiting!.splice(at, 1);
          if (!waiting!.length) queues.delete(key);
          onTimeout?.();
          reject(waitTimeout());
        }, maxWaitMs);
        timer.unref?.();
        queue.push(waiter);
        queues.set(key, queue);
        pump();
      });
    },
    running(client?: string | null) {
      return client === undefined ? busy : (active.get(client ?? UNKEYED) ?? 0);
    },
    waiting(client: string | null) {
      return queues.get(client ?? UNKEYED)?.length ?? 0;
    },
  };
}

/**
 * Who the production server says asks (lib/client-address.mjs CLIENT_KEY_HEADER, CLIENT_CALL_HEADER);
 * no key outside a request (tests, scripts) or without one. Next's own signals (a prerender finding
 * dynamic use) go on as thrown.
 */
export async function requestAsker(): Promise<Asker> {
  // Loaded when a question is asked, not with the module: scripts that reach the search through its
  // index (the seed computes hot searches) run under the react-server condition outside Next, where
  // next/navigation cannot load.
  const [{ headers }, { unstable_rethrow }] = await Promise.all([import('next/headers'), import('next/navigation')]);
  try {
    const sent = await headers();
    return { client: sent.get(CLIENT_KEY_HEADER) || null, refusable: sent.get(CLIENT_CALL_HEADER) === '1' };
  } catch (err) {
    unstable_rethrow(err);
    return { client: null, refusable: false };
  }
}
