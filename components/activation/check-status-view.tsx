// /checkPending.html and /checkSuccess.html (002 §2, §4): where an activation application stands.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { AuthShell } from '@/components/accounts/auth-shell';
import { RegisterSteps } from '@/components/accounts/register-steps';
import { CheckIcon, ClockIcon, CloseIcon } from '@/components/ui/icons';
import { maskMobile } from '@/lib/accounts/display';
import { switchHref } from '@/lib/accounts/identity-links';
import { ACTIVATION_PAGE } from '@/lib/activation/rules';
import { BIND_STATUS, type ActivationView } from '@/lib/activation/types';
import { formatDate } from '@/lib/format/date';
import { telHref } from '@/lib/site/tel';
import type { SiteSettings } from '@/lib/site/types';

const primaryButton = 'inline-flex h-10 items-center justify-center rounded-card bg-primary-active px-6 font-medium text-white hover:bg-primary';
const plainButton = 'inline-flex h-10 items-center justify-center rounded-card border border-line-strong px-6 text-ink-muted hover:border-primary hover:text-primary-active';

function Summary({ application }: { application: ActivationView }) {
  const rows: [string, string][] = [
    ['单位名称', application.depName],
    ['统一社会信用代码', application.creditCode ?? '无独立统一社会信用代码'],
    ['城市站', application.cityStationName],
    ['联系人', `${application.contactName}（${maskMobile(application.telphone)}）`],
    ['提交日期', formatDate(application.createdAt)],
  ];
  return (
    <dl className="mt-5 divide-y divide-line rounded-card border border-line text-left" data-testid="application-summary">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 px-3 py-2 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="text-ink-muted">{term}</dt>
          <dd className="break-all text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Outcome({ icon, tone, title, children }: { icon: ReactNode; tone: 'wait' | 'ok' | 'bad'; title: string; children: ReactNode }) {
  const colours = { wait: 'bg-primary-soft text-primary-active', ok: 'bg-success-soft text-success', bad: 'bg-price-soft text-price' }[tone];
  return (
    <div className="text-center">
      <span className={`mx-auto flex size-14 items-center justify-center rounded-full ${colours}`}>{icon}</span>
      <h2 className="mt-3 text-[18px] font-semibold text-ink">{title}</h2>
      <div className="mt-2 text-ink-muted">{children}</div>
    </div>
  );
}

/** The pending page: waiting for review, or the operator's reason for a rejection and the way back. */
export function CheckPendingView({ application, site }: { application: ActivationView; site: SiteSettings }) {
  const rejected = application.status === BIND_STATUS.rejected;
  return (
    <AuthShell title={rejected ? '审核未通过' : '等待审核'} lead={<RegisterSteps current={3} />} wide>
      {rejected ? (
        <Outcome icon={<CloseIcon className="size-7" />} tone="bad" title="激活申请未通过审核">
          <p data-testid="reject-reason">原因：{application.rejectReason}</p>
          <p className="mt-1 text-meta">请根据原因修改后重新提交。</p>
        </Outcome>
      ) : (
        <Outcome icon={<ClockIcon className="size-7" />} tone="wait" title="激活申请已提交，正在审核中">
          <p>平台将在 1-3 个工作日内完成审核，结果将通过站内消息通知您。</p>
        </Outcome>
      )}
      <Summary application={application} />
      <p className="mt-4 text-center text-meta text-ink-faint">
        如有疑问，请致电客服热线{' '}
        <a href={telHref(site.hotline)} className="text-primary-active hover:underline">
          {site.hotline}
        </a>
        （{site.hotlineHours}）
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {rejected && (
          <a href={ACTIVATION_PAGE} className={primaryButton}>
            重新提交
          </a>
        )}
        <Link href="/" prefetch={false} className={rejected ? plainButton : primaryButton}>
          返回首页
        </Link>
        <a href="/inbox.html" className={plainButton}>
          查看消息
        </a>
      </div>
    </AuthShell>
  );
}

/** The success page: the unit is activated and its identity is the user's to switch to. */
export function CheckSuccessView({ application }: { application: ActivationView }) {
  return (
    <AuthShell title="注册成功" lead={<RegisterSteps current={4} />} wide>
      <Outcome icon={<CheckIcon className="size-7" />} tone="ok" title="采购单位激活成功">
        <p>您已获得「{application.depName}」的单位身份，可切换身份后发布采购需求、管理采购项目。</p>
      </Outcome>
      <Summary application={application} />
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        {application.buId !== null && (
          <a href={switchHref({ buId: application.buId }, '/user-center.html')} className={primaryButton} data-testid="switch-unit">
            切换到单位身份
          </a>
        )}
        <Link href="/" prefetch={false} className={plainButton}>
          返回首页
        </Link>
      </div>
    </AuthShell>
  );
}
