import { saveGovRoute } from '@/lib/server/opportunities/subscription-routes';

// 000 §7: saves the government tender subscription (channel 3 third-party, 4 platform agency).
export const POST = saveGovRoute;
