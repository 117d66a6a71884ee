import { getMsgNumCall } from '@/lib/accounts/contracts';
import { unreadTotal } from '@/lib/session/unread';
import { getUser } from '@/lib/server/accounts/users';
import { unreadCounts } from '@/lib/server/accounts/unread';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser, sessionInvalid } from '@/lib/server/session/auth';

// 001 §7 unread counts: the four kinds, the per-receiver count, their total, and the account status
// (1 to 6 sends the user to log out, 001 §6).
export const GET = apiRoute(getMsgNumCall, async (_input, { req }) => {
  const session = await requireUser(req);
  const [user, counts] = await Promise.all([getUser(session.userId), unreadCounts(session.userId)]);
  if (!user) throw sessionInvalid();
  return { ...counts, total: unreadTotal(counts), accountStat: user.accountStat };
});
