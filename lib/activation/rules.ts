// Pure rules of the activation pages (002 §4): where a bind-apply status leads. The form's defaults in
// session storage are the sign-up form's of 002 §3 (lib/activities/rules.ts signUpDefaults).
import { BIND_STATUS, type BindApplyStatus } from './types';

export const ACTIVATION_PAGE = '/activeInformation.html';
export const PENDING_PAGE = '/checkPending.html';
export const SUCCESS_PAGE = '/checkSuccess.html';

/** 002 §4: after registration, status 0 leads to the pending page and 1 to the success page. */
export function pageOfStatus(status: BindApplyStatus): string {
  return status === BIND_STATUS.approved ? SUCCESS_PAGE : PENDING_PAGE;
}
