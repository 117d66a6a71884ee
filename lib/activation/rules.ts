// Pure rules of the activation pages (002 §3, §4): where a bind-apply status leads, and the sign-up
// form's defaults as session storage keeps them.
import { BIND_STATUS, type BindApplyStatus } from './types';

export const ACTIVATION_PAGE = '/activeInformation.html';
export const PENDING_PAGE = '/checkPending.html';
export const SUCCESS_PAGE = '/checkSuccess.html';

/** 002 §4: after registration, status 0 leads to the pending page and 1 to the success page. */
export function pageOfStatus(status: BindApplyStatus): string {
  return status === BIND_STATUS.approved ? SUCCESS_PAGE : PENDING_PAGE;
}

/** 002 §9: the session-storage key of the sign-up form. */
export const SIGN_UP_STORAGE_KEY = 'signUpForm';

const TEXT_KEYS = [
  'depName',
  'creditCode',
  'contactName',
  'telphone',
  'verificationCode',
  'provinceCode',
  'provinceName',
  'cityCode',
  'cityName',
  'areaCode',
  'areaName',
] as const;

export type SignUpDefaults = Record<(typeof TEXT_KEYS)[number], string> & { checked: boolean };

/**
 * 002 §3 sign-up form defaults: what session storage held (any JSON, or nothing), each text field a
 * string: missing (or not text) becomes '' or, for a form that allows no blanks, '-'; checked is a
 * boolean, false unless stored as true.
 */
export function signUpDefaults(stored: unknown, opts: { allowBlank: boolean } = { allowBlank: true }): SignUpDefaults {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const blank = opts.allowBlank ? '' : '-';
  const out = { checked: source.checked === true } as SignUpDefaults;
  for (const key of TEXT_KEYS) {
    const value = source[key];
    out[key] = typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : blank;
  }
  return out;
}

/** The stored text, parsed; anything unreadable counts as nothing stored. */
export function readSignUpStorage(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
