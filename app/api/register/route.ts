import { signInRoute } from '@/lib/server/accounts/login';

// Registration (agreement accepted); an already registered phone is simply logged in.
export const POST = signInRoute('register');
