import { purchaseDetailRoute } from '@/lib/server/activation/routes';

// 002 §7 unit detail by id: a budget unit with its city and station, for the activation form.
export const GET = purchaseDetailRoute;
