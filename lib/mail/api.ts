import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { setMailAddressCall, setMailDigestHourCall, setSavedSearchMailCall, setSubscriptionMailCall } from './contracts';
import type { MailAddressInput } from './schemas';
import type { MailMode, MailSettings, MailSource } from './types';

// The e-mail calls of the browser (docs/features.md, E-mail). Each rejects with the server's Chinese message.

export const setMailAddress = (input: MailAddressInput): Promise<MailSettings> => dataOf(request(setMailAddressCall, input, { noJump: true }));
export const setMailDigestHour = (hour: number): Promise<MailSettings> => dataOf(request(setMailDigestHourCall, { hour }, { noJump: true }));
/** The mail of a subscription (by its channel: the current identity has one per channel) or of a saved search. */
export type MailTarget = { channel: number } | Extract<MailSource, { savedSearchId: number }>;

export async function setTargetMail(target: MailTarget, mode: MailMode): Promise<void> {
  if ('channel' in target) await dataOf(request(setSubscriptionMailCall, { channel: target.channel, mode }, { noJump: true }));
  else await dataOf(request(setSavedSearchMailCall, { id: target.savedSearchId, mode }, { noJump: true }));
}
