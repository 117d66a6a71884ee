import { cancelActivitySignUpCall } from '@/lib/activities/contracts';
import { cancelSignUp } from '@/lib/server/activities/activities';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// Cancels one of the user's own sign-ups before the deadline; another user's answers 404.
export const POST = apiRoute(cancelActivitySignUpCall, async ({ signUpId }, { req }) => {
  const session = await requireUser(req);
  return cancelSignUp(signUpId, session.userId);
});
