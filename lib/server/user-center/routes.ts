import 'server-only';
import { noInputSchema } from '@/lib/accounts/schemas';
import { legacyRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';
import { changeMobileSchema, profileSchema } from '@/lib/user-center/schemas';
import { changeMobile, logoutEverywhere, updateProfile } from './profile';

/** updateUserProfile {userName, avatar?}: the caller's own name and avatar. */
export const updateProfileRoute = legacyRoute({ source: 'json', input: profileSchema }, async (input, { req }) => {
  const session = await requireUser(req);
  return updateProfile(session.userId, input);
});

/** logoutEverywhere: ends every session of the caller's account, this one included. */
export const logoutEverywhereRoute = legacyRoute({ source: 'json', input: noInputSchema }, async (_input, { req }) => {
  const session = await requireUser(req);
  return logoutEverywhere(session.userId);
});

/** changeMobile {oldCode, newPhone, newCode}: the caller's phone, with codes to the old and the new phone. */
export const changeMobileRoute = legacyRoute({ source: 'json', input: changeMobileSchema }, async (input, { req }) => {
  const session = await requireUser(req);
  return changeMobile(session.userId, input);
});
