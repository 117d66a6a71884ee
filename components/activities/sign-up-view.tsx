import Link from 'next/link';
import { QueryProvider } from '@/components/query/query-provider';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { activityTimeRange } from '@/lib/activities/format';
import { ACTIVITY_INDEX_PATH, activityHref, MINE_ACTIVITY_PATH } from '@/lib/activities/links';
import { ACTIVITY_STATUS_NAMES } from '@/lib/activities/rules';
import type { ActivityDetail } from '@/lib/activities/types';
import { SignUpForm } from './sign-up-form';

/** /activitySignUp.html: the activity in brief and the form, or why there is no form. */
export function SignUpView({ activity: a, accountPhone }: { activity: ActivityDetail; accountPhone: string }) {
  const closedReason = a.mySignUpId ? '您已报名该活动，无需重复报名' : a.status !== 'open' ? `当前活动${ACTIVITY_STATUS_NAMES[a.status]}，无法报名` : null;
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '平台活动', href: ACTIVITY_INDEX_PATH }, { label: a.title, href: activityHref(a.id) }, { label: '活动报名' }]} />
      <div className="mx-auto mt-4 max-w-3xl rounded-card border border-line bg-white p-5 shadow-card sm:p-8">
        <h1 className="text-[22px] font-semibold">活动报名</h1>
        <div className="mt-3 rounded-card bg-page px-4 py-3">
          <p className="font-medium">{a.title}</p>
          <p className="mt-1 text-meta text-ink-muted">
            {activityTimeRange(a.startTime, a.endTime)} · {a.online ? '线上' : `${a.cityName} · ${a.place}`} · 剩余 {a.placesLeft} 个名额
          </p>
        </div>
        <div className="mt-6">
          {closedReason ? (
            <div className="py-6 text-center" role="status">
              <p className="text-[16px] font-medium">{closedReason}</p>
              <div className="mt-4 flex flex-wrap justify-center gap-3">
                <Link href={MINE_ACTIVITY_PATH} prefetch={false} className="text-primary-active hover:underline">
                  我的活动
                </Link>
                <Link href={ACTIVITY_INDEX_PATH} prefetch={false} className="text-primary-active hover:underline">
                  看看其他活动
                </Link>
              </div>
            </div>
          ) : (
            <QueryProvider>
              <SignUpForm activityId={a.id} allowBlank={a.allowBlank} accountPhone={accountPhone} />
            </QueryProvider>
          )}
        </div>
      </div>
    </div>
  );
}
