// Lighthouse's simulated throttling scales the main-thread tasks it observes, so on a machine still busy
// with an earlier stage (the server's garbage collection, PostgreSQL's autovacuum after thousands of
// cache writes) every task looks slower and the score drops for reasons that are not the page's. The
// bench waits for the machine to be quiet before each Lighthouse run (Linux; elsewhere it does not wait).
import { readFileSync } from 'node:fs';

export interface CpuTimes {
  busy: number;
  total: number;
}

/** The machine's cumulative CPU times from the first line of /proc/stat. */
export function parseProcStat(text: string): CpuTimes | null {
  const line = text.split('\n', 1)[0] ?? '';
  if (!line.startsWith('cpu ')) return null;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 4 || fields.some((n) => !Number.isFinite(n))) return null;
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/** The share of CPU time spent busy between two samples (0 when no time passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

function sample(): CpuTimes | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Waits until a whole second passes with the machine's CPUs busy less than `maxBusy` of the time, at
 * most `timeoutMs`. Returns the milliseconds waited and the last share measured.
 */
export async function waitCpuIdle(maxBusy = 0.15, timeoutMs = 60_000): Promise<{ waitedMs: number; busy: number | null }> {
  const started = performance.now();
  let busy: number | null = null;
  let before = sample();
  while (before && performance.now() - started < timeoutMs) {
    await new Promise((r) => setTimeout(r, 1000));
    const after = sample();
    if (!after) break;
    busy = busyShare(before, after);
    if (busy < maxBusy) break;
    before = after;
  }
  return { waitedMs: performance.now() - started, busy };
}
