import { expertInfoRoute } from '@/lib/server/experts/routes';

// 001 §7 expert information: the card of the expert-consultation dialog.
export const GET = expertInfoRoute;
