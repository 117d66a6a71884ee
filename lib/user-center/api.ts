import type { Envelope } from '@/lib/api/envelope';
import { request, type JsonCall } from '@/lib/api/request';
import { changeMobileCall, logoutEverywhereCall, updateUserProfileCall } from './contracts';
import type { ChangeMobileInput, ProfileInput } from './schemas';

// The user centre's client calls (docs/features.md, User centre). Each rejects with the server's Chinese message.

async function done(sent: Promise<Envelope<unknown>>): Promise<void> {
  const answer = await sent;
  if (answer.code !== 0) throw new Error(answer.msg || '操作失败，请稍后重试');
}

const call = (name: JsonCall, body: object) => done(request(name, body, { noJump: true }));

export const saveProfile = (input: ProfileInput) => done(request(updateUserProfileCall, input, { noJump: true }));
export const logoutEverywhere = () => done(request(logoutEverywhereCall, {}, { noJump: true }));
export const readAllMessages = (kind: string) => call('readAllInboxMessages', { kind });
export const deleteMessage = (id: number) => call('deleteInboxMessage', { id });
export const changeMobile = (input: ChangeMobileInput) => done(request(changeMobileCall, input, { noJump: true }));
export const setSubscriptionState = (channel: number, action: 'pause' | 'resume' | 'cancel') => call('setSubscriptionState', { channel, action });
