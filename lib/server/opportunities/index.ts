// The opportunities feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { announceOpportunity } from './announce';
export { listBidOpportunities, listOutsourcingDemands } from './list';
