import { registerCall } from '@/lib/accounts/contracts';
import { signInRoute } from '@/lib/server/accounts/login';

// Registration (agreement accepted); an already registered phone is simply logged in.
export const POST = signInRoute(registerCall);
