import { saveSoftwareRoute } from '@/lib/server/opportunities/subscription-routes';

// 000 §7: saves the software outsourcing subscription (channel 1).
export const POST = saveSoftwareRoute;
