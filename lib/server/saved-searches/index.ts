// The saved searches' public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { savedSearchAwardMatches, savedSearchMatches, type AwardMatches, type SavedSearchMatch } from './match';
