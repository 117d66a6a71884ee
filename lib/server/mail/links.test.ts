import { describe, expect, it } from 'vitest';
import { mailOrigin, unsubscribeQuery, verifyUnsubscribe } from './links';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

describe('unsubscribe links', () => {
  it('verifies its own signature', () => {
    const q = new URLSearchParams(unsubscribeQuery(SECRET, { subscriptionIds: [12], userId: 34 }));
    expect(verifyUnsubscribe(SECRET, q)).toEqual({ subscriptionIds: [12], userId: 34 });
    const digest = new URLSearchParams(unsubscribeQuery(SECRET, { subscriptionIds: [12, 15], userId: 34 }));
    expect(verifyUnsubscribe(SECRET, digest)).toEqual({ subscriptionIds: [12, 15], userId: 34 });
  });
  it('refuses an altered subscription, user or signature, and another secret', () => {
    const q = new URLSearchParams(unsubscribeQuery(SECRET, { subscriptionIds: [12], userId: 34 }));
    for (const [k, v] of [['s', '13'], ['s', '12,13'], ['u', '35'], ['sig', `${q.get('sig')!.slice(0, -1)}A`], ['s', 'x']] as const) {
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
