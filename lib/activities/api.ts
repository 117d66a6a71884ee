import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { activitySignUpCall, cancelActivitySignUpCall } from './contracts';
import type { SignUpFields } from './schemas';

// The sign-up page's and the user list's calls: refusals come back as their envelope; only no answer
// at all rejects.

async function answer<T>(call: () => Promise<Envelope<T>>): Promise<Envelope<T | null>> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...error.envelope, data: null };
    throw error;
  }
}

export const submitSignUp = (fields: SignUpFields) => answer(() => request(activitySignUpCall, fields, { noJump: true }));

export const cancelSignUp = (signUpId: number) => answer(() => request(cancelActivitySignUpCall, { signUpId }, { noJump: true }));
