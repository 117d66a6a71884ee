import 'server-only';
import type { SessionUser } from '@/lib/session/types';
import { currentIdentity, listIdentities } from './identities';
import { getUser } from './users';

export interface LoadedUser {
  user: SessionUser;
  /** 001 §6: 1 to 6 means the account must log out. */
  accountStat: number;
}

/**
 * The user as getUserInfo and the header show it (000 §3, 001 §3): jfid, the current identity's buid
 * and buname, the user's own mobile, expert, avatar and the identities menu. Null for a deleted user.
 */
export async function loadSessionUser(userId: number, buId: number): Promise<LoadedUser | null> {
  const [row, menu] = await Promise.all([getUser(userId), listIdentities(userId)]);
  if (!row) return null;
  const current = currentIdentity(menu, buId);
  return {
    user: {
      jfid: row.id,
      buname: current?.buName ?? row.userName,
      buid: current?.buId ?? 0,
      mobile: row.mobile,
      expert: row.expert,
      showImg: row.showImg,
      menu,
    },
    accountStat: row.accountStat,
  };
}
