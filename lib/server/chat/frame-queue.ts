import 'server-only';

// The frames of one chat socket, worked one after another (a read mark never overtakes the message it
// reads) with a bound on how many may wait: a client that sends faster than its frames are worked is
// refused rather than queued without end, and a socket that is no longer open has its waiting frames
// dropped instead of worked for a client that is gone (docs/features.md "Contacting a merchant": chat limits).

export interface FrameQueue {
  /** Queues work after the frames before it; false (nothing queued) when `limit` frames already wait. */
  push(work: () => Promise<void>): boolean;
  /** Frames queued and not yet finished. */
  readonly waiting: number;
}

/**
 * A queue of at most `limit` waiting frames. Work starts only while `open()` holds; a failure goes to
 * `onError` and the frames after it go on.
 */
export function frameQueue(limit: number, open: () => boolean, onError: (err: unknown) => void): FrameQueue {
  let tail = Promise.resolve();
  let waiting = 0;
  return {
    push(work) {
      if (waiting >= limit) return false;
      waiting += 1;
      tail = tail
        .then(() => (open() ? work() : undefined))
        .catch(onError)
        .finally(() => {
          waiting -= 1;
        });
      return true;
    },
    get waiting() {
      return waiting;
    },
  };
}
