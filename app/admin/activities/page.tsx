import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityList } from '@/components/admin/activity-list';
import { CONSOLE_ACTIVITY_PAGE_SIZE, consoleActivities } from '@/lib/server/activities/console';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '活动管理', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The editors' activities (docs/features.md, Operator console); anyone else: 404.
export default async function ActivitiesPage({ searchParams }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const raw = (await searchParams).page;
  const page = typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;
  const { list, total } = await consoleActivities(page);
  return <ActivityList lines={list} page={page} pages={Math.max(1, Math.ceil(total / CONSOLE_ACTIVITY_PAGE_SIZE))} />;
}
