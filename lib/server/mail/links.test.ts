import { describe, expect, it } from 'vitest';
import { mailOrigin, unsubscribeQuery, verifyUnsubscribe } from './links';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

describe('unsubscribe links', () => {
  it('verifies its own signature', () => {
    const one = { subscriptionIds: [12], savedSearchIds: [], userId: 34 };
    expect(verifyUnsubscribe(SECRET, new URLSearchParams(unsubscribeQuery(SECRET, one)))).toEqual(one);
    const digest = { subscriptionIds: [12, 15], savedSearchIds: [7, 9], userId: 34 };
    expect(verifyUnsubscribe(SECRET, new URLSearchParams(unsubscribeQuery(SECRET, digest)))).toEqual(digest);
    const search = { subscriptionIds: [], savedSearchIds: [7], userId: 34 };
    const query = new URLSearchParams(unsubscribeQuery(SECRET, search));
    expect(query.has('s')).toBe(false);
    expect(verifyUnsubscribe(SECRET, query)).toEqual(search);
  });
  it('keeps the links of subscriptions signed as before saved searches had mail', () => {
    // The signature of s=12&u=34 mailed before: HMAC over "12.34" under the derived key.
    const q = new URLSearchParams(unsubscribeQuery(SECRET, { subscriptionIds: [12], savedSearchIds: [], userId: 34 }));
    expect([...q.keys()]).toEqual(['s', 'u', 'sig']);
    expect(q.get('sig')).toBe('yeCQP5x9MfxnZeBZEvuNo6iB4AUL4AMWojjgkxgE4is');
  });
  it('refuses an altered subscription, saved search, user or signature, and another secret', () => {
    const q = new URLSearchParams(unsubscribeQuery(SECRET, { subscriptionIds: [12], savedSearchIds: [3], userId: 34 }));
    for (const [k, v] of [['s', '13'], ['s', '12,13'], ['s', ''], ['q', '4'], ['q', ''], ['u', '35'], ['sig', `${q.get('sig')!.slice(0, -1)}A`], ['s', 'x']] as const) {
      const altered = new URLSearchParams(q);
      altered.set(k, v);
      expect(verifyUnsubscribe(SECRET, altered)).toBeNull();
    }
    expect(verifyUnsubscribe(`${SECRET}!`, q)).toBeNull();
    expect(verifyUnsubscribe(SECRET, new URLSearchParams())).toBeNull();
  });
});

describe('mailOrigin', () => {
  it('is the configured origin, else https on the domain or http with the port on a local one', () => {
    expect(mailOrigin({ MAIL_LINK_ORIGIN: 'https://www.example.cn/x', SITE_DOMAIN: 'a.cn', PORT: 3000 })).toBe('https://www.example.cn');
    expect(mailOrigin({ MAIL_LINK_ORIGIN: undefined, SITE_DOMAIN: 'jfportal.cn', PORT: 3000 })).toBe('https://jfportal.cn');
    expect(mailOrigin({ MAIL_LINK_ORIGIN: undefined, SITE_DOMAIN: 'localhost', PORT: 3131 })).toBe('http://localhost:3131');
  });
});
