// The analytics feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { flushSearches } from './searches';
