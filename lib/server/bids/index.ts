// The bids feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { bidHitColumns } from './columns';
export { pageOfBids } from './service';
