// What seeding a dataset will take, said before it starts (docs/benchmarks.md "Ten million bids"): the
// figures measured on the reference machine (2 cores, local SSD) scaled by the bids still to write: the 1M
// dataset took 13.5 minutes on an idle fresh machine and 26 on one doing other work, and came to 5.9 GB;
// the 10M dataset took about 120 minutes and 49 GB (docs/benchmarks.md "Ten million bids"). A resumed run
// counts only what is left; a machine doing other work meanwhile takes up to twice as long.

/** Minutes per million bids written, the clustering and statistics after them included. */
export const SEED_MINUTES_PER_MILLION = 14;
/** Gigabytes per million bids: the database on disk (tables, indexes, out-of-line values) with its suppliers and cases. */
export const SEED_GB_PER_MILLION = 5.5;
/** Extra room while the bids are rewritten in publish order (CLUSTER writes a new copy before dropping the old). */
export const CLUSTER_GB_PER_MILLION = 2.2;

export interface SeedEstimate {
  minutes: number;
  /** What the finished dataset occupies. */
  gb: number;
  /** Free space needed now: what is left to write plus the clustering's copy. */
  needGb: number;
}

export function seedEstimate(targetBids: number, writtenBids: number): SeedEstimate {
  const leftMillions = Math.max(0, targetBids - writtenBids) / 1_000_000;
  const millions = targetBids / 1_000_000;
  return {
    minutes: Math.ceil(leftMillions * SEED_MINUTES_PER_MILLION),
    gb: Math.round(millions * SEED_GB_PER_MILLION),
    needGb: Math.ceil(leftMillions * SEED_GB_PER_MILLION + millions * CLUSTER_GB_PER_MILLION),
  };
}

/** The line printed before seeding; `freeGb` when the database's folder is on this machine. */
export function seedEstimateLine(id: string, targetBids: number, writtenBids: number, freeGb?: number): string {
  const e = seedEstimate(targetBids, writtenBids);
  const resumed = writtenBids > 0 ? `，从已写入的 ${writtenBids.toLocaleString('zh-CN')} 条中标继续` : '';
  const disk = freeGb === undefined ? '' : `；数据库所在磁盘剩余 ${Math.floor(freeGb)} GB${freeGb < e.needGb ? '，不够：请先腾出空间' : ''}`;
  return `  ${id}: 预计约 ${e.minutes} 分钟，完成后约占 ${e.gb} GB 磁盘，现需空闲约 ${e.needGb} GB${resumed}${disk}`;
}
