// Identity links of the header and the user centre (000 §6, 001 §6, 002 §2): pure, shared by server and client.
import type { LoginMenuItem, SessionUser } from '@/lib/session/types';

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
