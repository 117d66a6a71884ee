import { budgetUnitSearchRoute } from '@/lib/server/activation/routes';

// 002 §7 budget unit search: purchasers of the portal whose name holds the text (type 6, 10 a page).
export const POST = budgetUnitSearchRoute;
