// Market analytics' public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { purchaserCodeByName } from './purchaser';
