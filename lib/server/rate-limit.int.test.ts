import { describe, expect, it } from 'vitest';
import { check, consume, record } from './rate-limit';

const unique = (name: string) => `test:${name}:${process.pid}:${Date.now()}:${Math.random()}`;

describe('rate limit', () => {
  it('allows up to max events in the window, then refuses with a retry time', async () => {
    const key = unique('max');
    const limits = [{ max: 3, windowSec: 60 }];
    for (let i = 0; i < 3; i++) expect((await consume(key, limits)).ok).toBe(true);
    const refused = await consume(key, limits);
    expect(refused).toMatchObject({ ok: false, limit: { max: 3, windowSec: 60 } });
    if (!refused.ok) expect(refused.retryAfterSec).toBeGreaterThan(50);
  });

  it('applies every limit: the tightest refuses first', async () => {
    const key = unique('multi');
    const limits = [
      { max: 1, windowSec: 60 },
      { max: 5, windowSec: 3600 },
    ];
    expect((await consume(key, limits)).ok).toBe(true);
    expect(await consume(key, limits)).toMatchObject({ ok: false, limit: { max: 1 } });
  });

  it('counts concurrent requests exactly once each', async () => {
    const key = unique('race');
    const results = await Promise.all(Array.from({ length: 8 }, () => consume(key, [{ max: 5, windowSec: 60 }])));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('check records nothing; record counts towards it', async () => {
    const key = unique('lock');
    const limits = [{ max: 2, windowSec: 300 }];
    expect((await check(key, limits)).ok).toBe(true);
    expect((await check(key, limits)).ok).toBe(true);
    await record(key);
    await record(key);
    expect((await check(key, limits)).ok).toBe(false);
  });
});
