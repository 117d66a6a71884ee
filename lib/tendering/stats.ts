// The city header's statistics (002 §3, §7, §8): what an answer of getTenderStatistics shows.
import type { TenderStatistics } from './types';

export const NO_STATISTICS: TenderStatistics = { tenderOrderNum: '0', tenderAmount: '0' };

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '0');

/**
 * The statistics an answer leaves on the header: with code 0 its two values ("0" for a missing one);
 * with any other code (or no envelope) the answer is ignored and the header keeps what it showed.
 */
export function statisticsAfter(answer: unknown, shown: TenderStatistics = NO_STATISTICS): TenderStatistics {
  if (typeof answer !== 'object' || answer === null || (answer as { code?: unknown }).code !== 0) return shown;
  const data = (answer as { data?: unknown }).data;
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { tenderOrderNum: text(d.tenderOrderNum), tenderAmount: text(d.tenderAmount) };
}
