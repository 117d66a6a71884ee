import 'server-only';
import { noInputSchema } from '@/lib/accounts/schemas';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { profileSchema } from '@/lib/user-center/schemas';
import { logoutEverywhere, updateProfile } from './profile';

/** updateUserProfile {userName, avatar?}: the caller's own name and avatar. */
export const updateProfileRoute = apiRoute({ source: 'json', input: profileSchema }, async (input, { req }) => {
  const session = await requireUser(req);
  return updateProfile(session.userId, input);
});

/** logoutEverywhere: ends every session of the caller's account, this one included. */
export const logoutEverywhereRoute = apiRoute({ source: 'json', input: noInputSchema }, async (_input, { req }) => {
  const session = await requireUser(req);
  return logoutEverywhere(session.userId);
});
