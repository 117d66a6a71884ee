import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { claimFiles } from '@/lib/server/files/claims';
import { fileUrlOf } from '@/lib/server/files/uploads';
import { liveSessionsOf, revokeAllSessions } from '@/lib/server/session/store';
import type { ProfileInput } from '@/lib/user-center/schemas';
import type { LoginSession } from '@/lib/user-center/types';

// 账号与安全 (issue 22): the user's own name and avatar, their login sessions and 'log out everywhere'.
// Every function takes the caller's user id from the session: nobody names another user.

/** Saves the name and, if given, the avatar: an upload of the user's own, claimed in the same transaction. */
export async function updateProfile(userId: number, input: ProfileInput): Promise<{ userName: string; showImg: string | null }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const set: { userName: string; showImg?: string | null } = { userName: input.userName };
    if (input.avatar === null) set.showImg = null;
    else if (input.avatar) {
      await claimFiles(tx, { ownerUserId: userId, files: [{ ...input.avatar, kind: 'image' }], refTable: 'app_user', refId: String(userId) });
      set.showImg = fileUrlOf(input.avatar.fileName);
    }
    const [row] = await tx.update(users).set(set).where(eq(users.id, userId)).returning({ userName: users.userName, showImg: users.showImg });
    return row!;
  });
}

/** The user's live logins, the caller's own marked. */
export async function listLoginSessions(userId: number, currentSessionId: string): Promise<LoginSession[]> {
  const rows = await liveSessionsOf(userId);
  return rows.map((r) => ({ id: r.sessionId.slice(0, 6), createdAt: r.createdAt.toISOString(), expiresAt: r.expiresAt.toISOString(), current: r.sessionId === currentSessionId }));
}

/** 退出所有设备: ends every session of the user, this one included. */
export async function logoutEverywhere(userId: number): Promise<{ ended: number }> {
  return { ended: await revokeAllSessions(userId) };
}
