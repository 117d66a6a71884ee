import { saveManpowerRoute } from '@/lib/server/opportunities/subscription-routes';

// 000 §7: saves the manpower outsourcing subscription (channel 2).
export const POST = saveManpowerRoute;
