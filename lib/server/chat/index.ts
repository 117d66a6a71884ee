// The chat feature's public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { chatUnreadCount, listConversations } from './conversations';
export { openSocketCount } from './hub';
