import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';
import { parseFeedQuery } from './feed-query';

const parse = (q: string) => parseFeedQuery(new URLSearchParams(q));

describe('cursor', () => {
  it('reads back what it wrote, microseconds included', () => {
    const p = { t: '2026-11-29T08:01:02.123456Z', k: 1 as const, i: 42 };
    expect(decodeCursor(encodeCursor(p))).toEqual(p);
  });

  it('refuses anything it did not write', () => {
    for (const bad of ['', 'abc', '!!!', encodeCursor({ t: '2026-11-29T08:01:02Z', k: 0, i: 1 }), Buffer.from('1|2026-11-29T08:01:02.123456Z|2|1').toString('base64url'), Buffer.from('1|2026-11-29T08:01:02.123456Z|0|99999999999').toString('base64url'), Buffer.from('2|2026-11-29T08:01:02.123456Z|0|1').toString('base64url')]) {
      expect(decodeCursor(bad)).toBeNull();
    }
  });
});

describe('parseFeedQuery', () => {
  it('defaults to 100 releases from the start', () => {
    expect(parse('')).toEqual({ ok: true, query: { limit: 100, after: null, since: null } });
  });

  it('takes a limit up to 1000, a since with its zone and a cursor', () => {
    const cursor = encodeCursor({ t: '2026-11-29T08:01:02.123456Z', k: 0, i: 9 });
    expect(parse(`limit=1000&since=2026-11-01T00:00:00%2B08:00&cursor=${cursor}`)).toEqual({
      ok: true,
      query: { limit: 1000, since: new Date('2026-10-31T16:00:00Z'), after: { t: '2026-11-29T08:01:02.123456Z', k: 0, i: 9 } },
    });
    expect(parse('since=2026-11-01')).toMatchObject({ ok: true, query: { since: new Date('2026-11-01T00:00:00Z') } });
  });

  it('refuses a bad limit, cursor or since with a message in Chinese', () => {
    for (const [q, error] of [
      ['limit=0', 'invalid_limit'],
      ['limit=1001', 'invalid_limit'],
      ['limit=ten', 'invalid_limit'],
      ['cursor=nonsense', 'invalid_cursor'],
      ['since=yesterday', 'invalid_since'],
      ['since=2026-11-01T00:00:00', 'invalid_since'],
      ['since=2026-13-01', 'invalid_since'],
    ] as const) {
      const r = parse(q);
      expect(r).toMatchObject({ ok: false, error });
      expect(r.ok ? '' : r.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
