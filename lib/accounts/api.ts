import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { SMS_CODE_REJECTED, type LoginAnswer } from './answers';
import { loginCall, registerCall } from './contracts';
import type { LoginInput, RegisterInput } from './schemas';

export type SignInCall =
  | { call: 'login'; input: LoginInput }
  | { call: 'register'; input: RegisterInput };

/**
 * POST login or register, resolving to the envelope whatever the code: a refusal (wrong code, frozen
 * account) is an answer the form shows. Only a failure without an envelope (no network) rejects.
 */
export async function signIn({ call, input }: SignInCall): Promise<Envelope<LoginAnswer | null>> {
  try {
    return call === 'login'
      ? await request(loginCall, input, { noJump: true })
      : await request(registerCall, input, { noJump: true });
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/** Where a refusal shows: at the SMS code field for 1001 (002 §8), else above the submit button. */
export function refusalField(code: number): 'smsCode' | 'root' {
  return code === SMS_CODE_REJECTED ? 'smsCode' : 'root';
}

/** 002 §8 "Other registration failure": the msg, or 服务异常. */
export const refusalMessage = (msg: string | undefined) => msg || '服务异常';
