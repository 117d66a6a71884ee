// SMS pushes' public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { queueSmsPush } from './queue';
export { smsPushUsers } from './settings';
