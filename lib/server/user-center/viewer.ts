import 'server-only';
import { loadSessionUser } from '@/lib/server/accounts';
import type { UcViewer } from '@/lib/user-center/types';

/**
 * The viewer of the user centre: the session's identity as the user's identities confirm it (one
 * left since falls back to personal), and whether the user heads that enterprise. Null for a user gone.
 */
export async function ucViewerOf(session: { userId: number; buId: number }): Promise<UcViewer | null> {
  const loaded = await loadSessionUser(session.userId, session.buId);
  if (!loaded) return null;
  const current = loaded.user.menu.find((m) => m.buId === loaded.user.buid);
  return { userId: session.userId, buId: loaded.user.buid, owner: loaded.user.buid > 0 && current?.role === 'owner' };
}
