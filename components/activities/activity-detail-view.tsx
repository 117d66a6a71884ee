import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Tag } from '@/components/ui/tag';
import { activityDateTime, activityTimeRange } from '@/lib/activities/format';
import { ACTIVITY_INDEX_PATH, MINE_ACTIVITY_PATH, signUpHref } from '@/lib/activities/links';
import { ACTIVITY_STATUS_NAMES } from '@/lib/activities/rules';
import type { ActivityDetail } from '@/lib/activities/types';
import { StatusBadge } from './status-badge';

const buttonClass = 'inline-flex h-10 w-full items-center justify-center rounded-card px-6 text-[15px] font-medium sm:w-auto';

/** The action of the page: sign up while open; otherwise the reason, or the viewer's own sign-up. */
function SignUpAction({ a }: { a: ActivityDetail }) {
  if (a.mySignUpId) {
    return (
      <div className="space-y-2">
        <p className="font-medium text-success">您已报名该活动</p>
        <Link href={MINE_ACTIVITY_PATH} prefetch={false} className={`${buttonClass} border border-primary-active text-primary-active hover:bg-primary-soft`}>
          查看我的活动
        </Link>
      </div>
    );
  }
  if (a.status === 'open') {
    return (
      <Link href={signUpHref(a.id)} prefetch={false} className={`${buttonClass} bg-primary-active text-white hover:bg-primary`}>
        立即报名
      </Link>
    );
  }
  return (
    <span aria-disabled="true" className={`${buttonClass} cursor-not-allowed bg-info-soft text-info`}>
      {ACTIVITY_STATUS_NAMES[a.status]}
    </span>
  );
}

function Facts({ a }: { a: ActivityDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['活动时间', <time key="t" dateTime={a.startTime}>{activityTimeRange(a.startTime, a.endTime)}</time>],
    ['报名截止', <time key="d" dateTime={a.signUpDeadline}>{activityDateTime(a.signUpDeadline)}</time>],
    ['所在城市', a.cityName],
    a.online
      ? ['参会方式', a.onlineLink ? <a key="l" href={a.onlineLink} rel="nofollow noopener" target="_blank" className="break-all text-primary-active hover:underline">{a.onlineLink}</a> : '线上直播，报名成功后在本页与“我的活动”中查看会议链接']
      : ['活动地点', a.place],
    ['主办单位', a.organiser],
  ];
  return (
    <dl className="mt-4 grid gap-2 text-ink-muted">
      {rows.map(([k, v]) => (
        <div key={k} className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-2">
          <dt className="text-ink-faint">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /activityDetails.html: the activity, its programme and speakers, quota, status and the sign-up action. */
export function ActivityDetailView({ activity: a }: { activity: ActivityDetail }) {
  const taken = Math.min(100, Math.round((a.signedCount / Math.max(1, a.quota)) * 100));
  return (
    <div className="site-container pb-10 pt-4">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '平台活动', href: ACTIVITY_INDEX_PATH }, { label: a.title }]} />
      {/* Header, then the places and action, then the programme: on a phone the action comes right after
          the facts; on a desktop it is the right column beside both. */}
      <div className="mt-3 grid gap-5 lg:grid-cols-[minmax(0,1fr)_300px] lg:grid-rows-[auto_1fr]">
        <header className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
          {a.coverUrl && (
            // The editor's cover from the file storage, served as stored (a fixed ratio: no layout shift).
            // eslint-disable-next-line @next/next/no-img-element
            <img src={a.coverUrl} alt={`${a.title} 封面`} width={1200} height={400} className="mb-4 aspect-[3/1] w-full rounded-card object-cover" data-testid="activity-cover" />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <Tag tone={a.type === 1 ? 'primary' : a.type === 2 ? 'success' : 'info'}>{a.typeName}</Tag>
            <StatusBadge status={a.status} />
          </div>
          <h1 className="mt-2 text-[22px] font-semibold leading-snug">{a.title}</h1>
          <p className="mt-2 text-ink-muted">{a.summary}</p>
          <Facts a={a} />
        </header>
        <aside aria-label="报名" className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="rounded-card border border-line bg-white p-5 shadow-card lg:sticky lg:top-4">
            <h2 className="font-semibold">活动名额</h2>
            <p className="mt-2 text-ink-muted">
              共 <span className="font-semibold text-ink">{a.quota}</span> 个名额，剩余{' '}
              <span data-testid="places-left" className="text-lg font-semibold text-price">{a.placesLeft}</span> 个
            </p>
            <div className="mt-2 h-2 overflow-hidden rounded-full bg-info-soft" role="img" aria-label={`已报名 ${a.signedCount} 人，占 ${taken}%`}>
              <div className="h-full rounded-full bg-primary" style={{ width: `${taken}%` }} />
            </div>
            <p className="mt-1 text-meta text-ink-faint">已报名 {a.signedCount} 人</p>
            <div className="mt-4">
              <SignUpAction a={a} />
            </div>
            <p className="mt-3 text-meta leading-relaxed text-ink-faint">活动免费参加。报名截止前可在“我的活动”中取消报名，名额将释放给其他用户。</p>
          </div>
        </aside>
        <div className="min-w-0 space-y-5">
          <section aria-labelledby="intro" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <h2 id="intro" className="text-[16px] font-semibold">活动介绍</h2>
            <div className="mt-3 space-y-3 leading-7 text-ink">
              {a.intro.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </section>
          <section aria-labelledby="agenda" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
            <h2 id="agenda" className="text-[16px] font-semibold">活动议程</h2>
            <ol className="mt-3 divide-y divide-line" data-testid="agenda">
              {a.agenda.map((row) => (
                <li key={row.time + row.item} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2.5">
                  <span className="font-medium tabular-nums text-primary-active">{row.time}</span>
                  <span>{row.item}</span>
                </li>
              ))}
            </ol>
          </section>
          {a.speakers.length > 0 && (
            <section aria-labelledby="speakers" className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
              <h2 id="speakers" className="text-[16px] font-semibold">{a.type === 3 ? '授课讲师' : '嘉宾'}</h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {a.speakers.map((s) => (
                  <li key={s.name} className="flex items-center gap-3 rounded-card bg-page p-3">
                    <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-active">
                      {s.name.slice(0, 1)}
                    </span>
                    <span className="min-w-0">
                      <span className="block font-medium">{s.name}</span>
                      <span className="block text-meta text-ink-muted">{s.title}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
