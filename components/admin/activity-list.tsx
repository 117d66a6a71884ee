import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { ActivityStatus } from '@/lib/activities/rules';
import { formatDateTime } from '@/lib/format/date';
import { cell, ConsoleTable } from './console-table';

export interface ActivityLine {
  id: number;
  title: string;
  typeName: string;
  cityName: string;
  startTime: Date;
  status: ActivityStatus;
  statusName: string;
  signedCount: number;
  quota: number;
}

/** The editors' list of activities, the latest start first, with their sign-ups and the way to each. */
export function ActivityList({ lines, page, pages }: { lines: ActivityLine[]; page: number; pages: number }) {
  return (
    <section className="site-container py-6" aria-labelledby="activities-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '活动管理' }]} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 id="activities-title" className="text-xl font-semibold text-ink">活动管理</h1>
        <Link href="/admin/activities/new" className="inline-flex h-9 items-center rounded-card bg-primary-active px-4 text-meta font-medium text-white hover:bg-primary">
          新建活动
        </Link>
      </div>
      {lines.length === 0 ? (
        <p className="mt-6 text-ink-faint">暂无活动</p>
      ) : (
        <ConsoleTable head={['编号', '活动', '类型', '城市', '开始时间', '状态', '报名']} minWidth="min-w-[48rem]" testId="activity-list">
          {lines.map((line) => (
            <tr key={line.id} data-activity={line.id}>
              <td className={`${cell} tabular-nums`}>{line.id}</td>
              <td className={cell}>
                <Link href={`/admin/activities/${line.id}`} className="text-primary-active hover:underline">
                  {line.title}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{line.typeName}</td>
              <td className={`${cell} whitespace-nowrap`}>{line.cityName}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums text-ink-muted`}>{formatDateTime(line.startTime)}</td>
              <td className={`${cell} whitespace-nowrap ${line.status === 'stopped' ? 'text-price' : ''}`}>{line.statusName}</td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                <Link href={`/admin/activities/${line.id}/sign-ups`} className="text-primary-active hover:underline">
                  {line.signedCount}/{line.quota}
                </Link>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {pages > 1 && (
        <nav aria-label="分页" className="mt-4 flex items-center gap-3 text-meta">
          {page > 1 && (
            <Link href={`/admin/activities?page=${page - 1}`} className="text-primary-active hover:underline">
              上一页
            </Link>
          )}
          <span className="text-ink-muted">
            第 {page} / {pages} 页
          </span>
          {page < pages && (
            <Link href={`/admin/activities?page=${page + 1}`} className="text-primary-active hover:underline">
              下一页
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
