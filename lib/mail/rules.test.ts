import { describe, expect, it } from 'vitest';
import { chinaHour, digestDue, failureKind, mailFor, retryDelayMs } from './rules';

describe('chinaHour', () => {
  it('is UTC + 8, across the day boundary', () => {
    expect(chinaHour(new Date('2026-03-01T00:30:00Z'))).toBe(8);
    expect(chinaHour(new Date('2026-03-01T16:00:00Z'))).toBe(0);
    expect(chinaHour(new Date('2026-03-01T15:59:59Z'))).toBe(23);
  });
});

describe('mailFor', () => {
  it('sends nothing for 不发送邮件 and the digest for 每日摘要', () => {
    expect(mailFor('off', 0, 10)).toBeNull();
    expect(mailFor('digest', 0, 10)).toBe('digest');
  });
  it('sends instantly under the cap and folds into the digest from it', () => {
    expect(mailFor('instant', 9, 10)).toBe('instant');
    expect(mailFor('instant', 10, 10)).toBe('digest');
    expect(mailFor('instant', 0, 0)).toBe('digest');
  });
});

describe('retryDelayMs', () => {
  it('doubles from one minute', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});

describe('failureKind', () => {
  it('reads 5xx as permanent and 4xx or no answer as temporary', () => {
    expect(failureKind({ responseCode: 550 })).toBe('permanent');
    expect(failureKind({ responseCode: 451 })).toBe('temporary');
    expect(failureKind(new Error('ECONNREFUSED'))).toBe('temporary');
  });
});

describe('digestDue', () => {
  const at8 = new Date('2026-03-02T00:10:00Z'); // 08:10 in China
  it('is due at the user’s hour in China, once a day', () => {
    expect(digestDue(8, null, at8)).toBe(true);
    expect(digestDue(9, null, at8)).toBe(false);
    expect(digestDue(8, new Date('2026-03-01T00:05:00Z'), at8)).toBe(true);
    expect(digestDue(8, new Date('2026-03-02T00:05:00Z'), at8)).toBe(false);
  });
});
