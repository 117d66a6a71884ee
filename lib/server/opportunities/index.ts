// The opportunities feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { announceOpportunity, openPushQueue, queueOpportunityPushes } from './announce';
export type { OpportunityRef } from './push';
export { listBidOpportunities, listOutsourcingDemands } from './list';
