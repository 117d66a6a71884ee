import { accountStatusRoute } from '@/lib/server/publish/routes';

// 001 §7 account status by mobile: which fields the quick-publish dialog asks for.
export const GET = accountStatusRoute;
