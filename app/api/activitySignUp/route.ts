import { activitySignUpCall } from '@/lib/activities/contracts';
import { signUp } from '@/lib/server/activities/activities';
import { apiRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// Activity sign-up (002 §7 path catalogue "sign-up"): the form's fields of 002 §3; a login is needed.
export const POST = apiRoute(
  activitySignUpCall,
  async (input, { req }) => {
    const session = await requireUser(req);
    return signUp(input, session.userId);
  },
  { bareMessages: true },
);
