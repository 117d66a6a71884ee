// Where a creative stands, as the console lists it (docs/features.md, Operator console: ads), by the
// same rule the public slots apply (./rules.ts isLive).
import { isLive, type AdRow } from './rules';

export type AdStatus = 'off' | 'scheduled' | 'running' | 'over';

export const AD_STATUS_LABELS: Record<AdStatus, string> = { off: '已停用', scheduled: '未开始', running: '投放中', over: '已结束' };

export function adStatus(row: Pick<AdRow, 'enabled' | 'startsAt' | 'endsAt'>, now: Date): AdStatus {
  if (!row.enabled) return 'off';
  if (isLive(row, now)) return 'running';
  return row.startsAt && row.startsAt > now ? 'scheduled' : 'over';
}
