'use client';

import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { LoginAnswer } from '@/lib/accounts/answers';
import { refusalField, refusalMessage, useSignIn, type SignInCall } from '@/lib/accounts/api';

/**
 * Sends a login or register form and puts a refusal where it belongs (the SMS code field for 1001,
 * above the button otherwise). Resolves to the answer on success, null after a refusal.
 */
export function useSignInSubmit<T extends FieldValues & { smsCode: string }>(setError: UseFormSetError<T>) {
  const mutation = useSignIn();

  async function submit(call: SignInCall): Promise<LoginAnswer | null> {
    try {
      const answer = await mutation.mutateAsync(call);
      if (answer.code === 0 && answer.data) return answer.data;
      const field = refusalField(answer.code);
      setError(field === 'smsCode' ? ('smsCode' as Path<T>) : 'root', { message: refusalMessage(answer.msg) });
    } catch {
      setError('root', { message: '网络异常，请稍后重试' });
    }
    return null;
  }

  return { submit, pending: mutation.isPending };
}

/** Leaves for the answer's address with a full load, so the server renders the logged-in header. */
export function go(href: string): void {
  window.location.assign(href);
}
