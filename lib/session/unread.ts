// The inbox counts the header shows (001 §7) and the account status that ends a session (001 §6).
import type { UnreadCounts } from './types';

/** A count from a possibly sloppy answer: a positive whole number, else 0. */
function count(n: unknown): number {
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** 001 §7: sysnum + ordernum + lmnum + bid_push, plus the per-receiver unread count. */
export function unreadTotal(counts: UnreadCounts | null | undefined): number {
  if (!counts) return 0;
  return (
    count(counts.sysnum) +
    count(counts.ordernum) +
    count(counts.lmnum) +
    count(counts.bid_push) +
    count(counts.receiverUnread)
  );
}

/** The text of a count badge: null when there is nothing to show, "99+" above 99. */
export function formatBadge(n: number): string | null {
  const v = count(n);
  if (v === 0) return null;
  return v > 99 ? '99+' : String(v);
}

/** 001 §6: an account status of 1 to 6 in the unread-count answer sends the user to log out. */
export function mustLogout(accountStat: number | string | null | undefined): boolean {
  if (accountStat === null || accountStat === undefined || accountStat === '') return false;
  const n = Number(accountStat);
  return Number.isInteger(n) && n >= 1 && n <= 6;
}
