// The accounts feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { loadSessionUser } from './session-user';
export { unreadCounts } from './unread';
export { findOrCreateUser, getUser } from './users';
