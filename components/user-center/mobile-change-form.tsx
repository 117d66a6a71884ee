'use client';

// 更换手机号: a code to the account's phone, the new phone and a code to it (the product's one SMS
// code service and its send button, slide captcha included), then the account answers to the new phone.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SendCodeButton } from '@/components/phone-code/send-code-button';
import { QueryProvider } from '@/components/query/query-provider';
import { maskMobile } from '@/lib/accounts/display';
import { changeMobile } from '@/lib/user-center/api';
import { changeMobileSchema, type ChangeMobileInput } from '@/lib/user-center/schemas';

const input = 'h-9 w-full min-w-0 rounded-card border border-line-strong bg-white px-3 text-ink placeholder:text-ink-faint aria-invalid:border-price';

function Form({ mobile }: { mobile: string }) {
  const router = useRouter();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const { register, handleSubmit, control, formState, reset } = useForm<ChangeMobileInput>({ resolver: zodResolver(changeMobileSchema), defaultValues: { oldCode: '', newPhone: '', newCode: '' } });
  const newPhone = useWatch({ control, name: 'newPhone' });
  const err = (name: keyof ChangeMobileInput) =>
    formState.errors[name] && (
      <p role="alert" className="mt-1 text-meta text-price">
        {formState.errors[name]?.message}
      </p>
    );
  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await changeMobile(values);
      reset();
      setStatus({ ok: true, text: '手机号已更换，下次请用新手机号登录' });
      router.refresh();
    } catch (e) {
      setStatus({ ok: false, text: e instanceof Error ? e.message : '操作失败，请稍后重试' });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 px-5 py-4 sm:grid-cols-[96px_1fr]" data-testid="mobile-change-form">
      <span className="text-ink-faint sm:pt-1.5">原手机号</span>
      <div>
        <div className="flex max-w-96 gap-2">
          <input aria-label="原手机号验证码" placeholder={`发送到 ${maskMobile(mobile)} 的验证码`} maxLength={6} inputMode="numeric" {...register('oldCode')} aria-invalid={formState.errors.oldCode ? true : undefined} className={input} />
          <SendCodeButton phone={mobile} purpose="mobile_old" />
        </div>
        {err('oldCode')}
      </div>
      <label htmlFor="uc-new-phone" className="text-ink-faint sm:pt-1.5">
        新手机号
      </label>
      <div className="max-w-96 space-y-2">
        <input id="uc-new-phone" placeholder="请输入新手机号" maxLength={11} inputMode="numeric" {...register('newPhone')} aria-invalid={formState.errors.newPhone ? true : undefined} className={input} />
        {err('newPhone')}
        <div className="flex gap-2">
          <input aria-label="新手机号验证码" placeholder="新手机号收到的验证码" maxLength={6} inputMode="numeric" {...register('newCode')} aria-invalid={formState.errors.newCode ? true : undefined} className={input} />
          <SendCodeButton phone={newPhone} purpose="mobile_new" />
        </div>
        {err('newCode')}
      </div>
      <span />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={formState.isSubmitting} className="h-9 rounded-card bg-primary-active px-6 text-white hover:bg-primary disabled:opacity-60">
          确认更换
        </button>
        {status && (
          <span role="status" className={`text-meta ${status.ok ? 'text-success' : 'text-price'}`}>
            {status.text}
          </span>
        )}
      </div>
    </form>
  );
}

export function MobileChangeForm({ mobile }: { mobile: string }) {
  return (
    <QueryProvider>
      <Form mobile={mobile} />
    </QueryProvider>
  );
}
