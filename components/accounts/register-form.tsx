'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PhoneCodeFields } from '@/components/phone-code/phone-code-fields';
import { registerSchema, type RegisterInput } from '@/lib/accounts/schemas';
import { FormAlert } from './form-alert';
import { submitClass } from './styles';
import { go, useSignInSubmit } from './use-sign-in';

/** How long "already registered, logged in" stays readable before the page moves on. */
const NOTICE_MS = 1500;

/**
 * Step 1 of registration (002 §2): phone, SMS code (purpose register) and the confidentiality
 * agreement. A new account continues at step 2, choosing the account type; a phone that already has
 * an account is simply logged in, and told so.
 */
export function RegisterForm({ callback }: { callback: string }) {
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { phone: '', smsCode: '', agree: false, callback },
  });
  const { submit, pending } = useSignInSubmit(form.setError);
  const [notice, setNotice] = useState<string>();
  const agreeError = form.formState.errors.agree?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    const answer = await submit({ call: 'register', input });
    if (!answer) return;
    if (answer.created) return go(`/register?${new URLSearchParams({ callback: answer.redirect })}`);
    setNotice('该手机号已注册，已为您直接登录，正在跳转…');
    window.setTimeout(() => go(answer.redirect), NOTICE_MS);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="免费注册">
      <PhoneCodeFields control={form.control} purpose="register" />
      <div>
        <label className="flex items-start gap-2 text-meta text-ink-muted">
          <input
            type="checkbox"
            {...form.register('agree')}
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? 'agree-msg' : undefined}
            className="mt-0.5 size-3.5 shrink-0 accent-primary"
          />
          <span>
            我已阅读并同意
            <a href="/secrecyAgree.html" target="_blank" rel="noopener" className="text-primary-active hover:underline">
              《平台保密协议》
            </a>
          </span>
        </label>
        {agreeError && (
          <p id="agree-msg" role="alert" className="mt-1 text-meta text-price">
            {agreeError}
          </p>
        )}
      </div>
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <FormAlert tone="info">{notice}</FormAlert>
      <button type="submit" disabled={pending || Boolean(notice)} className={submitClass}>
        {pending ? '提交中…' : '同意协议并注册'}
      </button>
    </form>
  );
}
