import { describe, expect, it } from 'vitest';
import { formatBadge, mustLogout, unreadTotal } from './unread';

describe('unreadTotal', () => {
  it('sums the four inbox counts and the per-receiver count', () => {
    expect(unreadTotal({ sysnum: 1, ordernum: 2, lmnum: 3, bid_push: 4, receiverUnread: 5 })).toBe(15);
  });
  it('is 0 without counts', () => {
    expect(unreadTotal(null)).toBe(0);
    expect(unreadTotal(undefined)).toBe(0);
    expect(unreadTotal({ sysnum: 0, ordernum: 0, lmnum: 0, bid_push: 0, receiverUnread: 0 })).toBe(0);
  });
  it('ignores negative or non-numeric values from a sloppy answer', () => {
    const sloppy = { sysnum: -3, ordernum: Number.NaN, lmnum: 2, bid_push: 'x', receiverUnread: 1 } as never;
    expect(unreadTotal(sloppy)).toBe(3);
  });
});

describe('formatBadge', () => {
  it('shows nothing for 0 or less', () => {
    expect(formatBadge(0)).toBeNull();
    expect(formatBadge(-1)).toBeNull();
  });
  it('shows the number up to 99', () => {
    expect(formatBadge(1)).toBe('1');
    expect(formatBadge(99)).toBe('99');
  });
  it('shows 99+ above 99', () => {
    expect(formatBadge(100)).toBe('99+');
    expect(formatBadge(12345)).toBe('99+');
  });
});

describe('mustLogout', () => {
  it('is true for account status 1 to 6', () => {
    for (const s of [1, 2, 3, 4, 5, 6]) expect(mustLogout(s)).toBe(true);
    expect(mustLogout('3')).toBe(true);
  });
  it('is false otherwise', () => {
    for (const s of [0, 7, -1, 1.5, 100]) expect(mustLogout(s)).toBe(false);
    expect(mustLogout(null)).toBe(false);
    expect(mustLogout(undefined)).toBe(false);
    expect(mustLogout('')).toBe(false);
    expect(mustLogout('abc')).toBe(false);
  });
});
