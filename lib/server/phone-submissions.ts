import 'server-only';
import { randomInt } from 'node:crypto';
import { chinaDay } from '@/lib/format/date';
import { consume, type Limit } from '@/lib/server/rate-limit';

// Forms a visitor files with a proved phone, registering on the way: the quick requirement (001 §4-§8)
// and the software-consult ticket (002 §7). Both are cheap to send and costly to review, so they share
// one set of limits (docs/limits.md) and number what they file the same way.

export type PhoneForm = 'publish' | 'consult';

/** Per phone and per client address, counted per form: generous for a person, a wall for a script. */
export const SUBMISSION_LIMITS = {
  phone: [
    { max: 5, windowSec: 3600 },
    { max: 20, windowSec: 86_400 },
  ],
  client: [
    { max: 10, windowSec: 3600 },
    { max: 50, windowSec: 86_400 },
  ],
} satisfies Record<'phone' | 'client', Limit[]>;

/** Counts one filing of `form` against the phone, then the client; false when either is past its limits. */
export async function consumeSubmission(form: PhoneForm, phone: string, client: string): Promise<boolean> {
  if (!(await consume(`${form}:phone:${phone}`, SUBMISSION_LIMITS.phone)).ok) return false;
  return (await consume(`${form}:client:${client}`, SUBMISSION_LIMITS.client)).ok;
}

/** What a buyer reads out on the phone: the prefix, China's date, six random digits (XQ20260307004211). */
export function submissionNo(prefix: string, now = new Date()): string {
  return `${prefix}${chinaDay(now).replaceAll('-', '')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
