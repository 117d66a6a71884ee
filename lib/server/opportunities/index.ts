// The opportunities feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { announceRecord, openPushQueue } from './announce';
export { queueOpportunityPushes } from './push';
export type { OpportunityRef } from './push';
export { listBidOpportunities, listOutsourcingDemands } from './list';
