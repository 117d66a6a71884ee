import type { SubscribeKind } from './selection';
import type { SubscriptionStatus } from './types';

// The subscribe button's pure rules (001 §4): when a channel counts as subscribed, which government bid
// source the dialog opens with, and the subPush flag a visitor carries through the login page.

/** The government button counts only when both its channels are in use: 4 (jf) and 3 (sf). */
export function isSubscribed(status: SubscriptionStatus, kind: SubscribeKind): boolean {
  if (kind === 'gov') return status.gov.jf === 1 && status.gov.sf === 1;
  return status[kind];
}

/** The bid source not yet in use: third-party ('1') once platform agency (channel 4) is, else '2'. */
export const preferredBidSource = (status: SubscriptionStatus | null): string =>
  status?.gov.jf === 1 && status.gov.sf !== 1 ? '1' : '2';

export const SUB_PUSH = 'subPush';

/** The page to come back to after the login: this one with subPush=1, which opens the flow once. */
export function withSubPush(href: string): string {
  const url = new URL(href);
  url.searchParams.set(SUB_PUSH, '1');
  return url.toString();
}

/** The address without the flag, or null when it carries none. */
export function withoutSubPush(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(SUB_PUSH) !== '1') return null;
  url.searchParams.delete(SUB_PUSH);
  return url.toString();
}

/** Session storage key naming the button a visitor pressed, so only that one answers subPush. */
export const SUB_PUSH_KIND_KEY = 'jf-sub-push';
