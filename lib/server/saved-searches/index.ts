// The saved searches' public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { savedSearchMatches, type SavedSearchMatch } from './match';
