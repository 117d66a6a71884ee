'use client';

// 短信提醒 in 账号与安全 (docs/features.md "SMS pushes"): the user's opt-in to new opportunities by SMS, a
// switch saved at once. The rules are said beside it: few a day, never at night.
import { useId, useState } from 'react';
import { maskMobile } from '@/lib/accounts/display';
import { setSmsPush } from '@/lib/sms-push/api';
import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR, SMS_PUSH_DAILY_CAP } from '@/lib/sms-push/rules';

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

export function SmsPushSwitch({ enabled, mobile }: { enabled: boolean; mobile: string }) {
  const [on, setOn] = useState(enabled);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();

  async function toggle() {
    setBusy(true);
    setError(null);
    try {
      setOn((await setSmsPush(!on)).enabled);
    } catch (err) {
      setError(err instanceof Error ? err.message : '保存失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start justify-between gap-3 px-5 py-4" data-testid="sms-push">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="font-medium text-ink">
          新商机短信提醒
        </p>
        <p id={hintId} className="mt-1 text-meta text-ink-faint">
          订阅匹配的新商机将发送短信至 {maskMobile(mobile)}；每天最多 {SMS_PUSH_DAILY_CAP} 条，{hour(QUIET_FROM_HOUR)}–次日 {hour(QUIET_UNTIL_HOUR)} 不发送（顺延至 {hour(QUIET_UNTIL_HOUR)}）。
        </p>
        {error && (
          <p role="alert" className="mt-1 text-meta text-price">
            {error}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={busy}
        onClick={toggle}
        data-testid="sms-push-switch"
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 ${on ? 'bg-primary-active' : 'bg-ink-faint'}`}
      >
        <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-5.5' : 'translate-x-0.5'}`} />
        <span className="sr-only">{on ? '已开启' : '已关闭'}</span>
      </button>
    </div>
  );
}
