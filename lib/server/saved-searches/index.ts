// The saved searches' public face for other lib/server features (docs/ARCHITECTURE.md "Server features").
import 'server-only';
export { savedSearchMatches, savedSearchRecordMatches, type RecordMatches, type SavedSearchMatch } from './match';
