import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { setMailAddressCall, setMailDigestHourCall, setSubscriptionMailCall } from './contracts';
import type { MailAddressInput } from './schemas';
import type { MailMode, MailSettings } from './types';

// The e-mail calls of the browser (docs/features.md, E-mail). Each rejects with the server's Chinese message.

export const setMailAddress = (input: MailAddressInput): Promise<MailSettings> => dataOf(request(setMailAddressCall, input, { noJump: true }));
export const setMailDigestHour = (hour: number): Promise<MailSettings> => dataOf(request(setMailDigestHourCall, { hour }, { noJump: true }));
export const setSubscriptionMail = async (channel: number, mode: MailMode): Promise<void> => void (await dataOf(request(setSubscriptionMailCall, { channel, mode }, { noJump: true })));
