import { describe, expect, it } from 'vitest';
import { withContactLoginParams, feedbackPageHref, formatPrivateNumber } from './rules';

describe('formatPrivateNumber', () => {
  it('groups an 11-digit number 3-4-rest', () => {
    expect(formatPrivateNumber('17090000001')).toBe('170-9000-0001');
  });
  it('keeps the rest together for longer numbers and copes with short ones', () => {
    expect(formatPrivateNumber('008617090000001')).toBe('008-6170-90000001');
    expect(formatPrivateNumber('17090')).toBe('170-90');
    expect(formatPrivateNumber('170')).toBe('170');
  });
  it('ignores separators already there', () => {
    expect(formatPrivateNumber('170 9000 0001')).toBe('170-9000-0001');
  });
});

describe('withContactLoginParams', () => {
  it('starts the query when the login address has none', () => {
    expect(withContactLoginParams('/login')).toBe('/login?authsrc=001&static=true&scRegEntry=A06');
  });
  it('returns to the current address and carries authsrc, static and scRegEntry (001 §6)', () => {
    const url = new URL(withContactLoginParams(`/login?callback=${encodeURIComponent('http://localhost:3000/solution-detail.html?id=abc')}`), 'http://localhost:3000');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('callback')).toBe('http://localhost:3000/solution-detail.html?id=abc');
    expect(url.searchParams.get('authsrc')).toBe('001');
    expect(url.searchParams.get('static')).toBe('true');
    expect(url.searchParams.get('scRegEntry')).toBe('A06');
  });
});

describe('feedbackPageHref', () => {
  it('names the page the form was opened from', () => {
    expect(feedbackPageHref('/scheme-detail.html?x=1&y=2')).toBe('/feedback.html?from=%2Fscheme-detail.html%3Fx%3D1%26y%3D2');
  });
});
