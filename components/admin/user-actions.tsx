'use client';

// Support's actions on an account (docs/features.md, Operator console: Support): ban with a reason (every
// session ends at once, the login is refused) or lift the ban, and clear the phone's SMS send limits.
import { QueryProvider } from '@/components/query/query-provider';
import { banUser, clearSmsLimits, unbanUser } from '@/lib/support/api';
import { REASON_MAX } from '@/lib/support/contracts';
import { ReasonActions, TONES } from './reason-actions';
import { useStepUp } from './step-up';
import { StepError, useConsoleStep } from './use-console-step';

interface Props {
  userId: number;
  mobile: string;
  banned: boolean;
  /** Sends counted against the phone's limits now. */
  smsLimitEvents: number;
}

export function UserActions({ userId, mobile, banned, smsLimitEvents }: Props) {
  // A ban is sensitive: the server asks for step-up, and the dialog asks the operator for the SMS code.
  const stepUp = useStepUp();
  return (
    <div className="grid gap-4">
      {stepUp.dialog}
      {banned ? (
        <ReasonActions
          key="unban"
          title="解除封禁"
          label="解封原因（用户将在站内信中看到）"
          max={REASON_MAX}
          testId="unban"
          actions={[{ label: '解除封禁', tone: 'primary', run: (reason) => unbanUser({ userId, reason }) }]}
        />
      ) : (
        <ReasonActions
          key="ban"
          title="封禁账号"
          label="封禁原因（记入操作记录；封禁后该用户所有登录立即失效，且不能再登录）"
          max={REASON_MAX}
          testId="ban"
          actions={[{ label: '封禁', tone: 'danger', run: (reason) => stepUp.run(() => banUser({ userId, reason })) }]}
        />
      )}
      <QueryProvider>
        <SmsLimits mobile={mobile} events={smsLimitEvents} />
      </QueryProvider>
    </div>
  );
}

function SmsLimits({ mobile, events }: { mobile: string; events: number }) {
  const step = useConsoleStep();
  return (
    <section className="rounded-card border border-line bg-white p-4 shadow-card">
      <h2 className="text-[16px] font-semibold">短信发送限制</h2>
      <p className="mt-1 text-meta text-ink-muted" data-testid="sms-limit-events">
        该手机号最近一天计入限制的发送：{events} 次（每分钟 1 次、每小时 5 次、每天 10 次）。
      </p>
      <button type="button" disabled={step.busy || events === 0} onClick={() => step.run(() => clearSmsLimits({ mobile }))} className={`mt-2 h-9 rounded-card px-4 text-meta font-medium disabled:opacity-60 ${TONES.plain}`}>
        清除短信限制
      </button>
      <StepError error={step.error} />
    </section>
  );
}
