// The operators feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
// The console's door (./gate.ts) is imported by the /admin pages and calls themselves: it loads Next's
// request scope, which the command-line scripts reaching this index must not.
import 'server-only';
export { audit, auditTrail, type Actor, type AuditEntry, type AuditRow } from './audit';
export { grantRole, listOperators, revokeRole, rolesOf, type OperatorRow } from './roles';
export { claim, claimHolder, liveClaimOn, releaseClaim, CLAIM_IDLE_MIN, type ClaimHolder } from './claims';
export { decideClaimed, type Undecided } from './decide';
