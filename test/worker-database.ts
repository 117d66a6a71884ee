/** The name of test worker `poolId`'s copy of the seeded PostgreSQL database `base` (test/global-setup-db.ts). */
export function workerDatabaseName(base: string, poolId: number): string {
  return `${base}_w${poolId}`;
}
