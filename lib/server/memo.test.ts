import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKept, kept, keptPerKey } from './memo';

let names = 0;
const uniqueName = () => `memo-test-${++names}`;

describe('kept reads', () => {
  afterEach(() => vi.useRealTimers());

  it('share one read among callers until the time runs out, then read again', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const read = kept(uniqueName(), { ttlMs: 1_000 }, async () => ++reads);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    vi.advanceTimersByTime(999);
    expect(await read()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });

  it('read again at once after forgetKept, and only under that name', async () => {
    let reads = 0;
    const name = uniqueName();
    const read = kept(name, { ttlMs: 60_000 }, async () => ++reads);
    const other = kept(uniqueName(), { ttlMs: 60_000 }, async () => 'other');
    expect(await read()).toBe(1);
    await other();
    forgetKept(name);
    expect(await read()).toBe(2);
    expect(await other()).toBe('other');
  });

  it('keep one value per key and per name', async () => {
    const load = vi.fn(async (key: string) => `v:${key}`);
    const first = keptPerKey(uniqueName(), { ttlMs: 60_000 }, load);
    const second = keptPerKey(uniqueName(), { ttlMs: 60_000 }, load);
    expect(await first('a')).toBe('v:a');
    expect(await first('b')).toBe('v:b');
    expect(await first('a')).toBe('v:a');
    expect(await second('a')).toBe('v:a');
    expect(load.mock.calls.map(([key]) => key)).toEqual(['a', 'b', 'a']);
  });

  it('do not keep a failed read: the next caller tries again', async () => {
    let calls = 0;
    const read = kept(uniqueName(), { ttlMs: 60_000 }, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return calls;
    });
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);
  });

  it('read again after a value the keep rule rejects, which its own callers still get', async () => {
    let rows: string[] = [];
    const read = kept(uniqueName(), { ttlMs: 60_000, keep: (list: string[]) => list.length > 0 }, async () => [...rows]);
    expect(await read()).toEqual([]);
    rows = ['成都'];
    expect(await read()).toEqual(['成都']);
    rows = ['成都', '重庆'];
    expect(await read()).toEqual(['成都']);
  });
});
