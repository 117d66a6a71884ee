import 'server-only';

// What other features use of e-mail: the push's hook (lib/server/opportunities/push.ts).
export { recordMailDeliveries } from './record';
