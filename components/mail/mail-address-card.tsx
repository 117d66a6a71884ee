'use client';

// 账号与安全's e-mail (docs/features.md, E-mail): the address and its state (未验证 / 已验证 /
// 投递失败), the form that mails a confirmation link to a new address, and the hour of the daily digest.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { setMailAddress, setMailDigestHour } from '@/lib/mail/api';
import { mailAddressSchema, type MailAddressInput } from '@/lib/mail/schemas';
import { addressLabel, type MailSettings } from '@/lib/mail/types';

const input = 'h-9 w-full min-w-0 rounded-card border border-line-strong bg-white px-3 text-ink placeholder:text-ink-faint aria-invalid:border-price';
const TONE = { pending: 'tag tag-info', active: 'tag tag-success', failed: 'tag bg-price/10 text-price' } as const;

function StateTag({ state }: { state: keyof typeof TONE }) {
  return (
    <span className={`ml-2 ${TONE[state]}`} data-testid={`mail-state-${state}`}>
      {addressLabel(state)}
    </span>
  );
}

export function MailAddressCard({ settings }: { settings: MailSettings }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<MailAddressInput>({ resolver: zodResolver(mailAddressSchema), defaultValues: { email: '' } });
  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await setMailAddress(values);
      reset();
      setStatus({ ok: true, text: `验证邮件已发送到 ${saved.pendingEmail}，请在 24 小时内点击邮件中的链接` });
      router.refresh();
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : '发送失败，请稍后重试' });
    }
  });
  async function pickHour(hour: number) {
    setStatus(null);
    try {
      await setMailDigestHour(hour);
      setStatus({ ok: true, text: `每日摘要将在北京时间 ${hour}:00 发送` });
      router.refresh();
    } catch (err) {
      setStatus({ ok: false, text: err instanceof Error ? err.message : '保存失败，请稍后重试' });
    }
  }
  return (
    <div className="grid gap-4 px-5 py-4 sm:grid-cols-[96px_1fr]" data-testid="mail-address">
      <span className="text-ink-faint">当前邮箱</span>
      <div className="min-w-0 space-y-1 text-ink">
        {settings.email ? (
          <p className="break-all">
            <span data-testid="mail-email">{settings.email}</span>
            <StateTag state={settings.state ?? 'active'} />
          </p>
        ) : (
          <p className="text-ink-muted">未绑定邮箱，绑定并验证后可通过邮件接收商机推送</p>
        )}
        {settings.state === 'failed' && settings.failure && <p className="text-meta text-price">邮件服务器拒收：{settings.failure}。请更换邮箱或重新验证后恢复发送。</p>}
        {settings.pendingEmail && (
          <p className="break-all text-meta text-ink-muted">
            待验证：<span data-testid="mail-pending">{settings.pendingEmail}</span>
            <StateTag state="pending" />
            <span className="block">验证前不会向该邮箱发送任何商机邮件</span>
          </p>
        )}
      </div>
      <label htmlFor="uc-mail" className="text-ink-faint sm:pt-1.5">
        {settings.email ? '更换邮箱' : '绑定邮箱'}
      </label>
      <form onSubmit={submit} noValidate className="max-w-96 min-w-0">
        <div className="flex gap-2">
          <input id="uc-mail" type="email" autoComplete="email" placeholder="name@example.com" maxLength={254} {...register('email')} aria-invalid={formState.errors.email ? true : undefined} className={input} />
          <button type="submit" disabled={formState.isSubmitting} className="h-9 shrink-0 rounded-card bg-primary-active px-4 text-white hover:bg-primary disabled:opacity-60">
            发送验证邮件
          </button>
        </div>
        {formState.errors.email && (
          <p role="alert" className="mt-1 text-meta text-price">
            {formState.errors.email.message}
          </p>
        )}
      </form>
      <label htmlFor="uc-digest-hour" className="text-ink-faint sm:pt-1.5">
        每日摘要
      </label>
      <div className="flex flex-wrap items-center gap-2 text-ink-muted">
        <span>北京时间每天</span>
        <select id="uc-digest-hour" defaultValue={settings.digestHour} onChange={(e) => void pickHour(Number(e.target.value))} className="h-9 rounded-card border border-line-strong bg-white px-2 text-ink">
          {Array.from({ length: 24 }, (_, h) => (
            <option key={h} value={h}>
              {h}:00
            </option>
          ))}
        </select>
        <span>发送（在“我的订阅管理”中为订阅选择“每日摘要”）</span>
      </div>
      {status && (
        <p role="status" className={`text-meta sm:col-start-2 ${status.ok ? 'text-success' : 'text-price'}`}>
          {status.text}
        </p>
      )}
    </div>
  );
}
