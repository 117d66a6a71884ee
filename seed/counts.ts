// How many rows of each scaled table a run writes.

export interface SeedCounts {
  bids: number;
  suppliers: number;
  cases: number;
}

/** Scale 1. Cities, industries, friendly links and purchasers do not scale. */
export const DEFAULT_COUNTS: SeedCounts = { bids: 5000, suppliers: 1000, cases: 500 };

/** Counts for a scale, explicit counts winning; bids and cases need at least one supplier to win them. */
export function resolveCounts(scale: number, explicit: Partial<SeedCounts> = {}): SeedCounts {
  if (!Number.isFinite(scale) || scale < 0) throw new Error(`scale 必须是非负数，收到 ${scale}`);
  const scaled = (key: keyof SeedCounts) => {
    const value = explicit[key] ?? Math.round(DEFAULT_COUNTS[key] * scale);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${key} 必须是非负整数，收到 ${value}`);
    return value;
  };
  const counts = { bids: scaled('bids'), suppliers: scaled('suppliers'), cases: scaled('cases') };
  if (counts.suppliers === 0 && counts.bids + counts.cases > 0) {
    throw new Error('供应商数量为 0 时无法生成中标记录和案例（中标方与服务商都取自供应商）');
  }
  return counts;
}
