import { logoutEverywhereRoute } from '@/lib/server/user-center/routes';

export const POST = logoutEverywhereRoute;
