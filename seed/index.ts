export { DEFAULT_COUNTS, resolveCounts, type SeedCounts } from './counts';
export { DEFAULT_SEED } from './dataset';
export { hasSeedData, isSeeded, seedDatabase, type SeedOptions, type SeedSummary } from './seed-database';
