import { ACTIVITY_STATUS_NAMES, type ActivityStatus } from '@/lib/activities/rules';

const TONES: Record<ActivityStatus, string> = {
  open: 'bg-success-soft text-success',
  full: 'bg-price-soft text-price',
  closed: 'bg-info-soft text-info',
  stopped: 'bg-info-soft text-info',
  ended: 'bg-info-soft text-info',
};

/** 报名中 / 名额已满 / 报名已截止 / 已停止报名 / 已结束. */
export function StatusBadge({ status }: { status: ActivityStatus }) {
  return <span className={`inline-flex shrink-0 items-center rounded px-2 py-0.5 text-meta font-medium ${TONES[status]}`}>{ACTIVITY_STATUS_NAMES[status]}</span>;
}
