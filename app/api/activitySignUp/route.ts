import { signUpSchema } from '@/lib/activities/schemas';
import { signUp } from '@/lib/server/activities/activities';
import { legacyRoute } from '@/lib/server/http/route';
import { requireUser } from '@/lib/server/session/auth';

// Activity sign-up (002 §7 path catalogue "sign-up"): the form's fields of 002 §3; a login is needed.
export const POST = legacyRoute({ source: 'json', input: signUpSchema, bareMessages: true }, async (input, { req }) => {
  const session = await requireUser(req);
  return signUp(input, session.userId);
});
