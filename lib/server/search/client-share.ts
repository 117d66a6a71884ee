import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { ErrorCode } from '@/lib/api/envelope';
import { CLIENT_KEY_HEADER } from '@/lib/client-address.mjs';
import { ApiError } from '@/lib/server/http/errors';

// The search's slots for new questions (bounded.ts), shared out between clients. A rate alone does
// not protect the others: a client sending never-asked questions as fast as its render limit allows
// kept every slot busy and everyone else's question waited behind its queue (100 ms became 0.55-
// 1.2 s). Here one client runs at most `perClient` questions at once, whatever it sends; a free slot
// goes to the waiting client running the fewest (so a newcomer is next, never behind a flood's
// queue); and a client already keeping `waitingPerClient` questions waiting is refused at once.
// A browser opens at most 6 connections to a host, so a person never meets the refusal; a script does
// (docs/client-limits.md).

/** What a refused client reads: the portal's message for too many requests (lib/server/captcha, uploads). */
export const shareRefusal = () => new ApiError(429, ErrorCode.tooMany, '操作过于频繁，请稍后再试');

export interface ClientShare {
  /**
   * Runs `fn` in a slot of `client`'s share, after its turn; `client` null (no key: the render limits
   * are off, or a test without the production server) shares only the pool, first come first served.
   */
  run<T>(client: string | null, fn: () => Promise<T>): Promise<T>;
  /** Questions running now, in all or of one client. */
  running(client?: string | null): number;
  /** Questions of one client waiting for a slot. */
  waiting(client: string | null): number;
}

interface Waiter {
  start: () => void;
}

/** The slot of clients without a key: they are one queue with the whole pool as their share. */
const UNKEYED = '';

export function createClientShare({ slots, perClient, waitingPerClient }: { slots: number; perClient: number; waitingPerClient: number }): ClientShare {
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
    run<T>(client: string | null, fn: () => Promise<T>): Promise<T> {
      const key = client ?? UNKEYED;
      const queue = queues.get(key) ?? [];
      if (key !== UNKEYED && queue.length >= waitingPerClient) return Promise.reject(shareRefusal());
      return new Promise<T>((resolve, reject) => {
        queue.push({
          start() {
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
        });
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
 * The client key the production server gave this request (lib/client-address.mjs CLIENT_KEY_HEADER),
 * or null outside a request (tests, scripts) or without the key. Next's own signals (a prerender
 * finding dynamic use) go on as thrown.
 */
export async function requestClientKey(): Promise<string | null> {
  try {
    return (await headers()).get(CLIENT_KEY_HEADER) || null;
  } catch (err) {
    unstable_rethrow(err);
    return null;
  }
}
