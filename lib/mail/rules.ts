import type { MailMode } from './types';

// The pure rules of opportunity mails (docs/features.md, E-mail): which mail a push becomes, when a
// failed send is tried again, when a user's digest is due. Times are China's (Asia/Shanghai, UTC+8,
// no daylight saving).

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The hour (0-23) on a clock in China at `at`. */
export function chinaHour(at: Date): number {
  return new Date(at.getTime() + CHINA_OFFSET_MS).getUTCHours();
}

/**
 * The mail a push becomes: nothing for 不发送邮件, the digest for 每日摘要, and for 即时发送 an instant
 * mail while the user's instant mails of the day are under the cap, the digest beyond it.
 */
export function mailFor(mode: MailMode, instantToday: number, cap: number): 'instant' | 'digest' | null {
  if (mode === 'off') return null;
  if (mode === 'digest') return 'digest';
  return instantToday < cap ? 'instant' : 'digest';
}

/** Sends of one mail before a temporary failure (4xx, no connection) is given up. */
export const MAIL_MAX_ATTEMPTS = 5;

/** The wait before try `attempts + 1` after `attempts` failed ones: 1, 2, 4, 8 minutes. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/** An SMTP failure: 5xx is permanent (the address is stopped), anything else (4xx, no answer) temporary. */
export function failureKind(err: unknown): 'permanent' | 'temporary' {
  const code = typeof err === 'object' && err !== null && 'responseCode' in err ? Number((err as { responseCode: unknown }).responseCode) : NaN;
  return code >= 500 && code < 600 ? 'permanent' : 'temporary';
}

/** Whether the digest is due: it is the user's hour in China and none went out in the last 23 hours. */
export function digestDue(digestHour: number, lastDigestAt: Date | null, now: Date): boolean {
  if (chinaHour(now) !== digestHour) return false;
  return lastDigestAt === null || now.getTime() - lastDigestAt.getTime() >= 23 * 3600_000;
}
