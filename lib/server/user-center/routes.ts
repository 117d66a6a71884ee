import 'server-only';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { changeMobileCall, logoutEverywhereCall, updateUserProfileCall } from '@/lib/user-center/contracts';
import { changeMobile, logoutEverywhere, updateProfile } from './profile';

/** updateUserProfile {userName, avatar?}: the caller's own name and avatar. */
export const updateProfileRoute = apiRoute(updateUserProfileCall, async (input, { req }) => {
  const session = await requireUser(req);
  return updateProfile(session.userId, input);
});

/** logoutEverywhere: ends every session of the caller's account, this one included. */
export const logoutEverywhereRoute = apiRoute(logoutEverywhereCall, async (_input, { req }) => {
  const session = await requireUser(req);
  return logoutEverywhere(session.userId);
});

/** changeMobile {oldCode, newPhone, newCode}: the caller's phone, with codes to the old and the new phone. */
export const changeMobileRoute = apiRoute(changeMobileCall, async (input, { req }) => {
  const session = await requireUser(req);
  return changeMobile(session.userId, input);
});
