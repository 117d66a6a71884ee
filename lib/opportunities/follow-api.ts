import { useState } from 'react';
import { redirectToLogin } from '@/lib/api/login-redirect';

// addAttention from the browser (001 §7): the toggle of a card's or a detail page's follow button. Every
// card of a list carries the button, so the request layer (ky and the call's contract) is a chunk of its
// own, fetched when a pointer comes near a button or one takes focus (`preloadFollow`), not with the list
// (docs/benchmarks.md, What a page loads first).

const followCall = () => Promise.all([import('@/lib/api/request'), import('./contracts')]);

/** Fetches the request layer ahead of a click; a failure is forgotten (the click loads it again). */
export const preloadFollow = () => {
  followCall().catch(() => undefined);
};

export interface FollowResult {
  loggedIn: boolean;
  followed: boolean;
}

export async function toggleFollow(orderId: string, jfId: number | null): Promise<FollowResult> {
  const [{ request }, { addAttentionCall }] = await followCall();
  const answer = await request(addAttentionCall, jfId === null ? { orderId } : { orderId, jfId });
  if (answer.code !== 0) throw new Error(answer.msg || '操作失败，请稍后重试');
  // A visitor is answered data null with login 0 beside the envelope.
  const login = 'login' in answer ? answer.login : undefined;
  if (login === 0 || !answer.data) return { loggedIn: false, followed: false };
  return { loggedIn: true, followed: answer.data.followed };
}

/**
 * The follow toggle: `onChange` shows the new state at once (optimistic) and again with the server's
 * answer, or the previous state back when the call fails; a visitor is sent to log in (001 §6).
 * Plain React state rather than React Query: every card of a list carries the button, and the query
 * library would be loaded with the list for this one call (docs/benchmarks.md, What a page loads first).
 */
export function useFollowToggle(orderId: string, jfId: number | null, onChange: (followed: boolean) => void) {
  const [isPending, setPending] = useState(false);
  /** `previous` is the state before the click, for the optimistic update and its undo; resolves false when the call failed. */
  const toggle = async (previous: boolean): Promise<boolean> => {
    setPending(true);
    onChange(!previous);
    try {
      const result = await toggleFollow(orderId, jfId);
      if (!result.loggedIn) {
        onChange(previous);
        redirectToLogin();
      } else {
        onChange(result.followed);
      }
      return true;
    } catch {
      onChange(previous);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { isPending, toggle };
}
