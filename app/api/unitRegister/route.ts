import { unitRegisterRoute } from '@/lib/server/activation/routes';

// 002 §7 unit register: the activation application of the logged-in user.
export const POST = unitRegisterRoute;
