import { z } from 'zod';
import { SIGN_UP_STATUS } from './options';

// Pure rules of activities: an event's status, whether a sign-up may be cancelled, and the sign-up
// form's defaults (002 §3 Activity sign-up form defaults).

/**
 * open: taking sign-ups; full: no place left; closed: past the sign-up deadline; stopped: an editor
 * stopped its sign-ups from the console; ended: over.
 */
export const activityStatusSchema = z.enum(['open', 'full', 'closed', 'stopped', 'ended']);
export type ActivityStatus = z.infer<typeof activityStatusSchema>;

export const ACTIVITY_STATUS_NAMES: Record<ActivityStatus, string> = { open: '报名中', full: '名额已满', closed: '报名已截止', stopped: '已停止报名', ended: '已结束' };

export interface StatusFacts {
  endTime: Date;
  signUpDeadline: Date;
  quota: number;
  signedCount: number;
  /** Sign-ups stopped from the console. */
  signUpStopped?: boolean;
}

/** The status at `now`: time first (an ended event is ended, full or not), then an editor's stop, then places. */
export function activityStatus(a: StatusFacts, now: Date): ActivityStatus {
  if (now >= a.endTime) return 'ended';
  if (now >= a.signUpDeadline) return 'closed';
  if (a.signUpStopped) return 'stopped';
  return a.signedCount >= a.quota ? 'full' : 'open';
}

/** A sign-up may be cancelled while it stands and sign-ups are still taken (its place goes back). */
export function canCancel(signUpStatus: number, signUpDeadline: Date, now: Date): boolean {
  return signUpStatus === SIGN_UP_STATUS.signed && now < signUpDeadline;
}

/** How a sign-up reads in the user's list. */
export function signUpStatusName(signUpStatus: number, activity: ActivityStatus): string {
  if (signUpStatus === SIGN_UP_STATUS.cancelled) return '已取消';
  return activity === 'ended' ? '已参加' : '已报名';
}

export const SIGN_UP_TEXT_FIELDS = [
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
export type SignUpTextField = (typeof SIGN_UP_TEXT_FIELDS)[number];
export type SignUpDefaults = Record<SignUpTextField, string> & { checked: boolean };

/** What stands for a blank in a form that does not allow blanks (002 §3). */
export const BLANK_MARK = '-';

/**
 * The form's starting values from what session storage held (002 §3): each text field as stored when
 * it is a string, a missing one '' (or '-' when the form allows no blanks), checked a boolean (false).
 * Anything else in storage (a bad JSON, another shape) counts as missing.
 */
export function signUpDefaults(stored: unknown, allowBlank: boolean): SignUpDefaults {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const blank = allowBlank ? '' : BLANK_MARK;
  const out = { checked: source.checked === true } as SignUpDefaults;
  for (const field of SIGN_UP_TEXT_FIELDS) {
    const v = source[field];
    out[field] = typeof v === 'string' && v !== '' ? v : blank;
  }
  return out;
}

/** Reads session storage's JSON text (null when absent) into defaults. */
export function parseStoredSignUp(text: string | null, allowBlank: boolean): SignUpDefaults {
  let stored: unknown = null;
  try {
    stored = text ? JSON.parse(text) : null;
  } catch {
    stored = null;
  }
  return signUpDefaults(stored, allowBlank);
}

/** Whether a value the user left is blank: '' or the blank mark. */
export const isBlank = (v: string) => v.trim() === '' || v.trim() === BLANK_MARK;
