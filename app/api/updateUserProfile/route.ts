import { updateProfileRoute } from '@/lib/server/user-center/routes';

export const POST = updateProfileRoute;
