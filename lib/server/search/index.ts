// The search engine's public face for other lib/server features (docs/ARCHITECTURE.md "Server features"):
// the pieces a feature answering its own list (solutions, cases) or counting searches (analytics) builds on.
import 'server-only';
export { orderCandidates, type Candidate } from './answer-rules';
export { readTiers, windowNeed, withBoundedWork } from './bounded';
export { matchCondition, quoteTerm, type SearchQuery } from './engine';
export { cacheKey, cachedAnswer, type CachedAnswer } from './result-cache';
export { caseDoc, caseSource, solutionSource, supplierSource, tenderSource } from './sources';
export { searchSuppliers, searchTenders } from './search-by-type';
export { toSearchInput } from './search-page';
export { tableStats } from './term-stats';
export { forgivingSearch, suggestSearch } from './forgiving';
export { refreshVocabulary } from './vocabulary';
