import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { activityListHref, MINE_ACTIVITY_PATH, type ListFilters } from '@/lib/activities/links';
import { ACTIVITY_PAGE_SIZE } from '@/lib/activities/options';
import type { ActivityPage } from '@/lib/activities/types';
import { ActivityCard } from './activity-card';
import { ActivityFilters } from './activity-filters';

/** /activityIndex.html: the platform's activities with type, city and time filters and pages. */
export function ActivityListView({ filters, page, result, cities }: { filters: ListFilters; page: number; result: ActivityPage; cities: { cityCode: string; cityName: string }[] }) {
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '平台活动' }]} />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-xl font-semibold">
          平台活动 <span className="ml-1 text-meta font-normal text-ink-faint">线上宣讲 · 供需对接 · 培训</span>
        </h1>
        <Link href={MINE_ACTIVITY_PATH} prefetch={false} className="text-primary-active hover:underline">
          我的活动
        </Link>
      </div>
      <div className="mt-3">
        <ActivityFilters filters={filters} cities={cities} />
      </div>
      <section aria-labelledby="activity-list" className="mt-4 rounded-card border border-line bg-white shadow-card">
        <div className="flex items-baseline justify-between border-b border-line px-5 py-3">
          <h2 id="activity-list" className="font-semibold">
            {filters.when === 'past' ? '往期活动' : '近期活动'}
          </h2>
          <span className="text-meta text-ink-faint">共 {result.total} 场</span>
        </div>
        {result.list.length ? (
          <ul>
            {result.list.map((a) => (
              <ActivityCard key={a.id} activity={a} />
            ))}
          </ul>
        ) : (
          <EmptyState hint="暂无符合条件的活动，换个筛选条件看看" />
        )}
        <Pagination className="py-4" page={page} pageSize={ACTIVITY_PAGE_SIZE} total={result.total} hrefFor={(p) => activityListHref(filters, p)} />
      </section>
    </div>
  );
}
