import { useMutation } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import type { CaptchaType } from '@/lib/captcha/schemas';
import { getPhoneVerifyCodeCall } from './contracts';
import type { SmsPurpose } from './schemas';

export interface SendPhoneCodeInput {
  telephone: string;
  purpose?: SmsPurpose;
  /** A passed captcha: its token, the answer it was passed with, and its kind. */
  token?: string;
  validateCode?: string;
  type?: CaptchaType;
}

/**
 * POST getPhoneVerifyCode, resolving to its envelope whatever the code. Refusals come with an HTTP
 * error status (429 for limits, …) but their envelope is the answer the widget acts on; only a failure
 * without one (no network, a proxy's error page) rejects.
 */
export async function sendPhoneCode(input: SendPhoneCodeInput): Promise<Envelope<null>> {
  try {
    return await request(getPhoneVerifyCodeCall, input);
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
