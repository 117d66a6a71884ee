import Link from 'next/link';
import { Tag } from '@/components/ui/tag';
import { activityTimeRange } from '@/lib/activities/format';
import { activityHref } from '@/lib/activities/links';
import type { ActivityCard as Card } from '@/lib/activities/types';
import { StatusBadge } from './status-badge';

/** One activity of the list: kind, title, time, city, place or online, quota and places left. */
export function ActivityCard({ activity: a }: { activity: Card }) {
  return (
    <li className="border-b border-line px-5 py-4 last:border-b-0 hover:bg-primary-soft/40" data-testid="activity-card">
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-[16px] font-semibold leading-snug">
          <span className="mr-2 align-middle">
            <Tag tone={a.type === 1 ? 'primary' : a.type === 2 ? 'success' : 'info'}>{a.typeName}</Tag>
          </span>
          <Link href={activityHref(a.id)} prefetch={false} className="align-middle hover:text-primary-active">
            {a.title}
          </Link>
        </h2>
        <StatusBadge status={a.status} />
      </div>
      <p className="mt-1.5 line-clamp-2 text-meta text-ink-muted">{a.summary}</p>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-meta text-ink-muted sm:grid-cols-[auto_auto_1fr]">
        <div className="flex gap-1">
          <dt className="text-ink-faint">时间</dt>
          <dd>
            <time dateTime={a.startTime}>{activityTimeRange(a.startTime, a.endTime)}</time>
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-ink-faint">城市</dt>
          <dd>{a.cityName}</dd>
        </div>
        <div className="flex min-w-0 gap-1">
          <dt className="shrink-0 text-ink-faint">{a.online ? '形式' : '地点'}</dt>
          <dd className="truncate">{a.online ? '线上直播（报名后可见会议链接）' : a.place}</dd>
        </div>
      </dl>
      <p className="mt-1.5 text-meta text-ink-muted">
        名额 <span className="font-medium text-ink">{a.quota}</span> 人 · 已报名 {a.signedCount} 人 · 剩余{' '}
        <span className={a.placesLeft > 0 ? 'font-semibold text-price' : 'font-semibold text-ink-faint'}>{a.placesLeft}</span> 个名额
      </p>
    </li>
  );
}
