'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PhoneCodeFields } from '@/components/phone-code/phone-code-fields';
import { loginSchema, type LoginInput } from '@/lib/accounts/schemas';
import { FormAlert } from './form-alert';
import { submitClass } from './styles';
import { go, useSignInSubmit } from './use-sign-in';

/** Phone + SMS code login (purpose login); a phone new to the portal gets its account on the way. */
export function LoginForm({ callback }: { callback: string }) {
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { phone: '', smsCode: '', callback },
  });
  const { submit, pending } = useSignInSubmit(form.setError);

  const onSubmit = form.handleSubmit(async (input) => {
    const answer = await submit({ call: 'login', input });
    if (answer) go(answer.redirect);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="手机验证码登录">
      <PhoneCodeFields control={form.control} purpose="login" />
      <FormAlert>{form.formState.errors.root?.message}</FormAlert>
      <button type="submit" disabled={pending} className={submitClass}>
        {pending ? '登录中…' : '登录'}
      </button>
      <p className="text-center text-meta text-ink-faint">未注册的手机号验证后将自动创建账号</p>
    </form>
  );
}
