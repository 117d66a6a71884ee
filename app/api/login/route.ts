import { loginCall } from '@/lib/accounts/contracts';
import { signInRoute } from '@/lib/server/accounts/login';

// Phone + SMS code login; a phone seen for the first time registers on the way.
export const POST = signInRoute(loginCall);
