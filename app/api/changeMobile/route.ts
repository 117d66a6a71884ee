import { changeMobileRoute } from '@/lib/server/user-center/routes';

export const POST = changeMobileRoute;
