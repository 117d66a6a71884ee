/**
 * One session refresh for many expired requests (000 §6). Requests note the gate's epoch when they
 * are sent; on expiry they ask for a refresh finished after that point. If one is running they wait
 * for it; if one finished since they were sent, their 401 predates it and they take its outcome;
 * only otherwise does a new refresh start.
 */
export interface RefreshGate {
  /** How many refreshes have finished: note it before sending. */
  epoch(): number;
  /** Whether the session was renewed by a refresh finishing after `sentAt`. */
  after(sentAt: number): Promise<boolean>;
}

export function createRefreshGate(refresh: () => Promise<boolean>): RefreshGate {
  let finished = 0;
  let lastOk = false;
  let running: Promise<boolean> | null = null;

  return {
    epoch: () => finished,
    after(sentAt) {
      if (finished > sentAt) return Promise.resolve(lastOk);
      running ??= refresh()
        .catch(() => false)
        .then((ok) => {
          finished += 1;
          lastOk = ok;
          running = null;
          return ok;
        });
      return running;
    },
  };
}
