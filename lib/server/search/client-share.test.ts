import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/server/http/errors';
import { createClientShare } from './client-share';

/** A question that runs until the test ends it; `started` says whether it got a slot. */
function question() {
  let end!: () => void;
  const state = { started: false, done: new Promise<void>((resolve) => (end = resolve)) };
  return {
    state,
    fn: async () => {
      state.started = true;
      await state.done;
      return 'answer';
    },
    end: () => end(),
  };
}

/** A call of `client` (refused when it keeps too many waiting); pages are not. */
const call = (client: string | null) => ({ client, refusable: true });
const page = (client: string | null) => ({ client, refusable: false });

/** Lets started questions settle and the share hand out the freed slots. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client share of the search slots', () => {
  const make = (onTimeout?: () => void) => createClientShare({ slots: 4, perClient: 2, waitingPerClient: 8, maxWaitMs: 3000, onTimeout });

  it('lets one client run at most its share of the slots, whatever it sends', async () => {
    const share = make();
    const flood = Array.from({ length: 10 }, () => question());
    const answers = flood.map((q) => share.run(call('203.0.113.7'), q.fn));
    await settle();
    expect(share.running('203.0.113.7')).toBe(2);
    expect(share.running()).toBe(2);
    expect(share.waiting('203.0.113.7')).toBe(8);
    expect(flood.filter((q) => q.state.started)).toHaveLength(2);
    for (const q of flood) q.end();
    expect(await Promise.all(answers)).toEqual(Array(10).fill('answer'));
    expect(share.running()).toBe(0);
  });

  it('starts another client at once beside a flood, not behind its queue', async () => {
    const share = make();
    const flood = Array.from({ length: 10 }, () => question());
    for (const q of flood) void share.run(call('flooder'), q.fn);
    const mine = question();
    void share.run(call('visitor'), mine.fn);
    await settle();
    expect(mine.state.started).toBe(true);
    expect(share.running('flooder')).toBe(2);
    for (const q of flood) q.end();
    mine.end();
  });

  it('gives a freed slot to the waiting client running the fewest, when floods fill the pool', async () => {
    const share = make();
    const a = Array.from({ length: 8 }, () => question());
    const c = Array.from({ length: 8 }, () => question());
    for (const q of a) void share.run(call('a'), q.fn);
    for (const q of c) void share.run(call('c'), q.fn);
    await settle();
    expect([share.running('a'), share.running('c')]).toEqual([2, 2]);
    const mine = question();
    void share.run(call('visitor'), mine.fn);
    await settle();
    expect(mine.state.started).toBe(false);
    // The first slot that frees is the visitor's, though both floods were waiting before it.
    a.find((q) => q.state.started)!.end();
    await settle();
    expect(mine.state.started).toBe(true);
    expect([share.running('a'), share.running('c'), share.running('visitor')]).toEqual([1, 2, 1]);
    for (const q of [...a, ...c, mine]) q.end();
  });

  it('refuses a client already keeping its limit waiting, with the portal message, and no one else', async () => {
    const share = make();
    const flood = Array.from({ length: 10 }, () => question());
    for (const q of flood) void share.run(call('flooder'), q.fn);
    const refused = await share.run(call('flooder'), async () => 'never').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, code: 42900, message: '操作过于频繁，请稍后再试' });
    const other = question();
    const answer = share.run(call('visitor'), other.fn);
    other.end();
    expect(await answer).toBe('answer');
    for (const q of flood) q.end();
  });

  it("never refuses a page's question (a render cannot answer 429): it waits its turn", async () => {
    const share = make();
    const flood = Array.from({ length: 10 }, () => question());
    for (const q of flood) void share.run(call('flooder'), q.fn);
    const mine = question();
    const answer = share.run(page('flooder'), mine.fn);
    await settle();
    expect(share.waiting('flooder')).toBe(9);
    for (const q of [...flood, mine]) q.end();
    expect(await answer).toBe('answer');
  });

  it('ends a wait past its bound with the 503 of a busy database, notes the trouble, and never runs the question', async () => {
    vi.useFakeTimers();
    try {
      const troubles: number[] = [];
      const share = make(() => troubles.push(1));
      const running = [question(), question()];
      for (const q of running) void share.run(call('a'), q.fn);
      const late = question();
      const answer = share.run(page('a'), late.fn).catch((err: unknown) => err);
      await vi.advanceTimersByTimeAsync(2999);
      expect(share.waiting('a')).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toMatchObject({ status: 503, code: 50300, message: '服务繁忙，请稍后重试' });
      expect(troubles).toHaveLength(1);
      expect(share.waiting('a')).toBe(0);
      for (const q of running) q.end();
      await vi.advanceTimersByTimeAsync(0);
      expect(late.state.started).toBe(false);
      expect(share.running()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('frees the slot of a question that fails', async () => {
    const share = make();
    await expect(share.run(call('a'), async () => Promise.reject(new Error('statement timeout')))).rejects.toThrow('statement timeout');
    expect(share.running('a')).toBe(0);
    expect(await share.run(call('a'), async () => 'next')).toBe('next');
  });

  it('shares only the pool among requests without a client key, in turn and never refused', async () => {
    const share = make();
    const unkeyed = Array.from({ length: 20 }, () => question());
    const answers = unkeyed.map((q) => share.run(call(null), q.fn));
    await settle();
    expect(share.running(null)).toBe(4);
    expect(unkeyed.slice(0, 4).every((q) => q.state.started)).toBe(true);
    for (const q of unkeyed) q.end();
    expect(await Promise.all(answers)).toHaveLength(20);
  });
});

describe('withBoundedWork', () => {
  it("keeps one client's flood of new questions to its share of the search's slots", async () => {
    const { withBoundedWork } = await import('./bounded');
    const db = {} as Parameters<typeof withBoundedWork>[0];
    const flood = Array.from({ length: 6 }, () => question());
    const answers = flood.map((q) => withBoundedWork(db, q.fn, call('flooder')));
    const mine = question();
    const answer = withBoundedWork(db, mine.fn, call('visitor'));
    await settle();
    expect(flood.filter((q) => q.state.started)).toHaveLength(2);
    expect(mine.state.started).toBe(true);
    for (const q of [...flood, mine]) q.end();
    await Promise.all([...answers, answer]);
  });
});
