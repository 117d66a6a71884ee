import type { Envelope } from '@/lib/api/envelope';
import { ApiRequestError } from '@/lib/api/errors';
import { request } from '@/lib/api/request';
import { getAccountStatusCall, quickPublishCall } from './contracts';
import { PHONE_CHECK_CODE, type PhoneCheckCode, type QuickPublishAnswer } from './schemas';

// The quick-publish dialog's calls. Refusals come with an error status but their envelope (with the
// spec's resultcode) is the answer the dialog acts on; only a failure without one rejects.

type WithResult<T> = Envelope<T> & { resultcode?: string };

async function answered<T>(call: () => Promise<Envelope<T>>): Promise<WithResult<T | null>> {
  try {
    return (await call()) as WithResult<T>;
  } catch (error) {
    if (error instanceof ApiRequestError && error.envelope) return { ...(error.envelope as WithResult<null>), data: null };
    throw error;
  }
}

/** GET getAccountStatus: which fields the phone needs; an unreadable answer asks for the SMS code. */
export async function fetchAccountStatus(mobile: string): Promise<PhoneCheckCode> {
  const answer = await answered(() => request(getAccountStatusCall, { mobile }, { noJump: true }));
  const code = answer.resultcode;
  return code === PHONE_CHECK_CODE.ownPhone || code === PHONE_CHECK_CODE.needsPicCode ? code : PHONE_CHECK_CODE.smsOnly;
}

export interface QuickPublishFields {
  memo: string;
  mobile: string;
  entry: string;
  fromType: string;
  jfidStr?: string;
  verifyCode?: string;
}

/** POST form quickPublish, resolving to the envelope with its resultcode whatever it is. */
export function postQuickPublish(fields: QuickPublishFields): Promise<WithResult<QuickPublishAnswer | null>> {
  // An absent field is left out of the form body.
  return answered(() => request(quickPublishCall, fields, { noJump: true }));
}

/** Where a published requirement leads: a visitor through the one-time login, a user straight on. */
export function afterPublish(answer: QuickPublishAnswer): string {
  const show = `/jftrade/publish/show?orderIdSecret=${encodeURIComponent(answer.orderIdSecret)}${answer.regFlag ? '&regFlag=1' : ''}`;
  if (answer.isLogin || !answer.jfidToken) return show;
  return `/login/token?${new URLSearchParams({ jfidToken: answer.jfidToken, callback: show })}`;
}
