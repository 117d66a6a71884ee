// Pure rules of the side bar and the private-number contact (001 §4, §6, §9).
/** A private number lives this long without a consultation (001 §9: five minutes). */
export const PRIVATE_NUMBER_TTL_MS = 5 * 60_000;

/** Back-to-top moves a step every 16 ms (001 §9). */
export const BACK_TO_TOP_STEP_MS = 16;

/** The parameters the login page gets when chat or phone sends a visitor there (001 §6). */
export const CONTACT_LOGIN_PARAMS = { authsrc: '001', static: 'true', scRegEntry: 'A06' } as const;

/**
 * The login page for a visitor who pressed chat or phone (001 §6): the login address that comes back to
 * the current page (lib/api/login-redirect.ts loginUrl) with the single-sign-on's parameters added.
 */
export function withContactLoginParams(loginHref: string): string {
  return `${loginHref}${loginHref.includes('?') ? '&' : '?'}${new URLSearchParams(CONTACT_LOGIN_PARAMS)}`;
}

/** A number as people read it, 3-4-rest (001 §7): 17090000001 -> 170-9000-0001. */
export function formatPrivateNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 3) return digits;
  if (digits.length <= 7) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
}

/** The key of whoever answers for a provider (contact_owner.owner_key). */
export const supplierOwnerKey = (supplierId: number) => `supplier:${supplierId}`;
export const PLATFORM_OWNER_KEY = 'platform';

/** The chat page for the platform's customer service (001 §2 'I want to buy', 002 §2). */
export const PLATFORM_CHAT_PATH = '/chatRT.html?type=2';

/** The suggestion and complaint page the side bar embeds, told which page it was opened from. */
export const feedbackPageHref = (fromPath: string) => `/feedback.html?${new URLSearchParams({ from: fromPath })}`;

/** Where the order-progress QR code leads: the order messages of the inbox. */
export const ORDER_PROGRESS_PATH = '/inbox.html?kind=order';
