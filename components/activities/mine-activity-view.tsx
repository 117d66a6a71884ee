import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { activityDateTime, activityTimeRange } from '@/lib/activities/format';
import { ACTIVITY_INDEX_PATH, activityHref, MINE_ACTIVITY_PATH } from '@/lib/activities/links';
import type { MySignUp } from '@/lib/activities/types';
import { CancelButton } from './cancel-button';

const STATUS_TONES: Record<string, string> = { 已报名: 'bg-success-soft text-success', 已参加: 'bg-primary-soft text-primary-active', 已取消: 'bg-info-soft text-info' };

/** /mineActivity.html: the user's sign-ups with their status, newest first, and the cancel action. */
export function MineActivityView({ list, total, page }: { list: MySignUp[]; total: number; page: number }) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '平台活动', href: ACTIVITY_INDEX_PATH }, { label: '我的活动' }]} />
      <section aria-labelledby="mine" className="mt-3 rounded-card border border-line bg-white shadow-card">
        <div className="flex items-baseline justify-between border-b border-line px-5 py-3">
          <h1 id="mine" className="text-lg font-semibold">我的活动</h1>
          <span className="text-meta text-ink-faint">共 {total} 条报名记录</span>
        </div>
        {list.length ? (
          <ul data-testid="my-sign-ups">
            {list.map((s) => (
              <li key={s.id} data-testid="my-sign-up" className="flex flex-col gap-3 border-b border-line px-5 py-4 last:border-b-0 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex items-start gap-2">
                    <span className={`mt-0.5 shrink-0 rounded px-2 py-0.5 text-meta font-medium ${STATUS_TONES[s.statusName] ?? 'bg-info-soft text-info'}`}>{s.statusName}</span>
                    <Link href={activityHref(s.activity.id)} prefetch={false} className="font-medium leading-snug hover:text-primary-active">
                      {s.activity.title}
                    </Link>
                  </p>
                  <p className="mt-1.5 text-meta text-ink-muted">
                    {activityTimeRange(s.activity.startTime, s.activity.endTime)} · {s.activity.online ? '线上' : `${s.activity.cityName} · ${s.activity.place}`}
                  </p>
                  <p className="mt-0.5 text-meta text-ink-faint">
                    报名单位 {s.depName} · 联系人 {s.contactName} {s.telphone} · 报名时间 {activityDateTime(s.createdAt)}
                  </p>
                </div>
                {s.cancellable && (
                  <div className="shrink-0">
                    <CancelButton signUpId={s.id} title={s.activity.title} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="暂无报名记录" hint="去“平台活动”看看近期的宣讲、对接与培训" />
        )}
        <Pagination className="py-4" page={page} pageSize={10} total={total} hrefFor={(p) => (p > 1 ? `${MINE_ACTIVITY_PATH}?page=${p}` : MINE_ACTIVITY_PATH)} />
      </section>
    </div>
  );
}
