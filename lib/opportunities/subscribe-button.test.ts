import { describe, expect, it } from 'vitest';
import { isSubscribed, preferredBidSource, withSubPush, withoutSubPush } from './subscribe-button';
import type { SubscriptionStatus } from './types';

describe('subscribe button rules (001 §4)', () => {
  const status = (jf: number, sf: number, software = false, manpower = false): SubscriptionStatus => ({ gov: { jf, sf }, software, manpower });

  it('counts the government channel only when both are in use', () => {
    expect(isSubscribed(status(1, 1), 'gov')).toBe(true);
    expect(isSubscribed(status(1, 0), 'gov')).toBe(false);
    expect(isSubscribed(status(0, 1), 'gov')).toBe(false);
    expect(isSubscribed(status(0, 0, true), 'software')).toBe(true);
    expect(isSubscribed(status(1, 1, true, false), 'manpower')).toBe(false);
  });

  it('opens the government dialog on the bid source not yet in use', () => {
    expect(preferredBidSource(status(1, 0))).toBe('1');
    expect(preferredBidSource(status(0, 1))).toBe('2');
    expect(preferredBidSource(status(0, 0))).toBe('2');
    expect(preferredBidSource(null)).toBe('2');
  });

  it('adds the subPush flag for the way back from login and takes it off again', () => {
    const back = withSubPush('http://cq.localhost:3000/business.html?page=2#list');
    expect(back).toBe('http://cq.localhost:3000/business.html?page=2&subPush=1#list');
    expect(withoutSubPush(back)).toBe('http://cq.localhost:3000/business.html?page=2#list');
    expect(withoutSubPush('http://localhost/demandHall.html?subPush=0')).toBeNull();
    expect(withoutSubPush('http://localhost/demandHall.html')).toBeNull();
  });
});
