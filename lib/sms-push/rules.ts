import { chinaDay, startOfChinaDay } from '@/lib/format/date';

// SMS pushes of new opportunities (docs/features.md "SMS pushes"): how many, when, and what they say.
// A text message interrupts; it costs the portal money; so few, never at night, and short.

/** Push SMS one user gets a China-time day at most (the inbox keeps every push: lib/server/opportunities/push.ts). */
export const SMS_PUSH_DAILY_CAP = 3;

/** Quiet hours, China time: none sent from 21:00 until 08:00; a push in them waits for 08:00. */
export const QUIET_FROM_HOUR = 21;
export const QUIET_UNTIL_HOUR = 8;

/** Characters of the opportunity's title a push shows; a longer one is cut and ends in …. */
export const SMS_TITLE_MAX = 20;

const HOUR_MS = 3_600_000;

/** When a push made at `now` may go out: `now`, or 08:00 China time after the quiet hours it falls in. */
export function sendAtFor(now: Date): Date {
  const dayStart = startOfChinaDay(now);
  const hour = (now.getTime() - dayStart.getTime()) / HOUR_MS;
  if (hour >= QUIET_UNTIL_HOUR && hour < QUIET_FROM_HOUR) return now;
  const morning = new Date(dayStart.getTime() + QUIET_UNTIL_HOUR * HOUR_MS);
  return hour < QUIET_UNTIL_HOUR ? morning : new Date(morning.getTime() + 24 * HOUR_MS);
}

/** The China-time day a push counts against: the day it is sent on. */
export const pushDayOf = (sendAt: Date) => chinaDay(sendAt);

/** Whether a user who already has `queuedThatDay` pushes on the day may get one more. */
export const underDailyCap = (queuedThatDay: number) => queuedThatDay < SMS_PUSH_DAILY_CAP;

/** The title as a push shows it: whitespace folded, at most SMS_TITLE_MAX characters (code points), … when cut. */
export function shortTitle(title: string): string {
  const chars = [...title.replace(/\s+/g, ' ').trim()];
  return chars.length <= SMS_TITLE_MAX ? chars.join('') : `${chars.slice(0, SMS_TITLE_MAX - 1).join('')}…`;
}

/** The short link of a push: the site's host and /p/<code> (no scheme: phones link a bare host, and it is shorter). */
export const shortLink = (siteDomain: string, code: string) => `${siteDomain}/p/${code}`;

/** The whole text, as the dev outbox and the http gateway get it (the template clouds fill their own template). */
export const pushText = (title: string, link: string) => `新商机：${title}，详情 ${link} 退订请在账号与安全关闭`;
