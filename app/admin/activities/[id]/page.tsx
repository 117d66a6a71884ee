import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityEditor } from '@/components/admin/activity-editor';
import { activityIdOf } from '@/lib/activities/schemas';
import { activityForEdit } from '@/lib/server/activities/console';
import { listCities } from '@/lib/server/city';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '编辑活动', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// An editor changes an activity, stops or reopens its sign-ups, or deletes it (docs/features.md,
// Operator console); anyone else: 404.
export default async function EditActivityPage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const id = activityIdOf((await params).id);
  const [activity, cities] = await Promise.all([id === null ? null : activityForEdit(id), listCities()]);
  if (!activity) notFound();
  return <ActivityEditor activity={activity} values={activity.values} cities={cities.map((c) => ({ code: c.cityCode, name: c.cityName }))} />;
}
