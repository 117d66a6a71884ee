import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivitySignUps } from '@/components/admin/activity-sign-ups';
import { activityIdOf } from '@/lib/activities/schemas';
import { consoleSignUps } from '@/lib/server/activities/console';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '报名名单', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

// An activity's sign-ups with their exports (docs/features.md, Operator console); anyone else: 404.
export default async function ActivitySignUpsPage({ params }: Props) {
  if (!(await pageOperator('editor'))) notFound();
  const id = activityIdOf((await params).id);
  const found = id === null ? null : await consoleSignUps(id);
  if (!found || id === null) notFound();
  return <ActivitySignUps id={id} title={found.title} list={found.list} />;
}
