import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import type { ActivityFormValues } from '@/lib/activities/admin-schemas';
import { activityHref } from '@/lib/activities/links';
import { ActivityControls } from './activity-controls';
import { ActivityForm } from './activity-form';

interface Props {
  /** The activity being edited; null for a new one. */
  activity: { id: number; title: string; signedCount: number; signUpStopped: boolean } | null;
  values: ActivityFormValues;
  cities: { code: string; name: string }[];
}

/** The page of one activity in the console: its form, and for a saved one its links, sign-up switch and deletion. */
export function ActivityEditor({ activity, values, cities }: Props) {
  const heading = activity ? `编辑活动 #${activity.id}` : '新建活动';
  return (
    <section className="site-container py-6" aria-labelledby="editor-title">
      <Breadcrumb items={[{ label: '运营后台', href: '/admin' }, { label: '活动管理', href: '/admin/activities' }, { label: heading }]} />
      <h1 id="editor-title" className="mt-3 text-xl font-semibold text-ink">{heading}</h1>
      {activity && (
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-meta">
          <Link href={`/admin/activities/${activity.id}/sign-ups`} className="text-primary-active hover:underline">
            报名名单（{activity.signedCount} 人）
          </Link>
          <Link href={activityHref(activity.id)} prefetch={false} className="text-primary-active hover:underline">
            查看活动页
          </Link>
        </p>
      )}
      {activity && <ActivityControls id={activity.id} title={activity.title} signUpStopped={activity.signUpStopped} signedCount={activity.signedCount} />}
      <ActivityForm id={activity?.id ?? null} values={values} cities={cities} />
    </section>
  );
}
