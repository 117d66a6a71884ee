import { describe, expect, it } from 'vitest';
import { frameQueue } from './frame-queue';

// The per-socket frame queue: in order, bounded, and nothing worked once the socket is closed.

const settle = () => new Promise<void>((r) => setTimeout(r, 0));

describe('frameQueue', () => {
  it('works frames one at a time, in order, a failure not stopping the rest', async () => {
    const done: number[] = [];
    const errors: unknown[] = [];
    const queue = frameQueue(10, () => true, (err) => errors.push(err));
    for (const n of [1, 2, 3]) {
      queue.push(async () => {
        await settle();
        if (n === 2) throw new Error('two');
        done.push(n);
      });
    }
    expect(queue.waiting).toBe(3);
    await settle();
    await settle();
    await settle();
    await settle();
    expect(done).toEqual([1, 3]);
    expect(errors).toHaveLength(1);
    expect(queue.waiting).toBe(0);
  });

  it('refuses a frame beyond the bound and takes frames again once the queue drains', async () => {
    const queue = frameQueue(3, () => true, () => undefined);
    const accepted = Array.from({ length: 5 }, () => queue.push(settle));
    expect(accepted).toEqual([true, true, true, false, false]);
    for (let i = 0; i < 5; i++) await settle();
    expect(queue.waiting).toBe(0);
    expect(queue.push(settle)).toBe(true);
  });

  it('drops the waiting frames of a socket that closed', async () => {
    let open = true;
    let worked = 0;
    const queue = frameQueue(100, () => open, () => undefined);
    for (let i = 0; i < 50; i++) queue.push(async () => void worked++);
    open = false;
    for (let i = 0; i < 5; i++) await settle();
    expect(worked).toBe(0);
    expect(queue.waiting).toBe(0);
  });
});
