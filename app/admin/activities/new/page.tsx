import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityEditor } from '@/components/admin/activity-editor';
import { EMPTY_ACTIVITY } from '@/lib/activities/admin-schemas';
import { listCities } from '@/lib/server/city';
import { pageOperator } from '@/lib/server/operators/gate';

export const metadata: Metadata = { title: '新建活动', robots: { index: false, follow: false } };

// An editor creates an activity (docs/features.md, Operator console); anyone else: 404.
export default async function NewActivityPage() {
  if (!(await pageOperator('editor'))) notFound();
  const cities = (await listCities()).map((c) => ({ code: c.cityCode, name: c.cityName }));
  return <ActivityEditor activity={null} values={EMPTY_ACTIVITY} cities={cities} />;
}
