// Header rules (000 §2 §6, 001 §6, 002 §2 §4): pure, no I/O, shared by the server and the client.
import { siteHost, visibleLetterGroups, type LetterCityTree } from '@/lib/city/rules';
import type { LoginMenuItem, SessionUser, UnreadCounts } from '@/lib/session/types';

/** Where the "选择身份" entry leads: the account-type step of registration (002 §2, step 2 of 4). */
export const IDENTITY_SELECT_HREF = '/register?step=identity';

/** 000 §6: the workbench link is hidden for a user with buid 0 who is not an expert. */
export function showWorkbench(user: Pick<SessionUser, 'buid' | 'expert'>): boolean {
  return !(user.buid === 0 && !user.expert);
}

/**
 * The identity-selection entry. 000 §6 hides it when any entry has role owner; 001 §6 and 002 §2
 * show it only when the first identity is personal (butype 0). Both hold.
 */
export function showIdentitySelector(menu: readonly LoginMenuItem[]): boolean {
  const first = menu[0];
  if (!first || first.butype !== 0) return false;
  return !menu.some((m) => m.role === 'owner');
}

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

/** 000 §6, 001 §6: the account-switch redirect; role is 1 when buid is 0, else 0. */
export function switchHref(item: Pick<LoginMenuItem, 'buId'>, callback: string): string {
  const q = new URLSearchParams({
    buid: String(item.buId),
    role: item.buId === 0 ? '1' : '0',
    callback,
  });
  return `/login/switch?${q.toString()}`;
}

/** 000 §6: logout redirects to the exit address with a callback. */
export function exitHref(callback: string): string {
  return `/exit?${new URLSearchParams({ callback }).toString()}`;
}

/** A city as the picker shows it; sub-site cities carry their site label. */
export interface PickerCity {
  cityCode: string;
  cityName: string;
  site?: string | null;
}

export type CityChange =
  | { kind: 'none' }
  | { kind: 'navigate'; href: string }
  | { kind: 'cookie'; cityCode: string };

/**
 * What choosing a city does (000 §4, 002 §2): nothing for the current city; on a city sub-site, go to
 * the chosen city's sub-site; otherwise switch by cookie (the changeCity call), which reloads.
 */
export function cityChange(
  city: PickerCity,
  ctx: { currentCityCode: string; hostCity: string | null; currentHost: string; siteDomain: string; protocol?: string },
): CityChange {
  if (city.cityCode === ctx.currentCityCode) return { kind: 'none' };
  if (ctx.hostCity && city.site) {
    const protocol = ctx.protocol ?? 'https:';
    return { kind: 'navigate', href: `${protocol}//${siteHost(city.site, ctx.currentHost, ctx.siteDomain)}/` };
  }
  return { kind: 'cookie', cityCode: city.cityCode };
}

/** 002 §4: the default letter tab is the one holding the current city (the first tab otherwise). */
export function defaultLetterTab(trees: LetterCityTree[], currentCityCode: string): number {
  const groups = visibleLetterGroups(trees);
  const i = groups.findIndex((g) => g.trees.some((t) => t.cityVo.some((c) => c.cityCode === currentCityCode)));
  return i < 0 ? 0 : i;
}

/**
 * The href of a data-driven link (friendly links, 000 §2): only http(s) addresses and site paths are
 * links; anything else (javascript:, data:, protocol-relative, garbage) is shown as plain text (null).
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value) return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}
