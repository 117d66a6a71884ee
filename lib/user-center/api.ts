import { request, type JsonCall } from '@/lib/api/request';
import type { ChangeMobileInput, ProfileInput } from './schemas';

// The user centre's client calls (docs/features.md, User centre). Each rejects with the server's Chinese message.

async function call(name: JsonCall, body: object): Promise<void> {
  const answer = await request(name, body, { noJump: true });
  if (answer.code !== 0) throw new Error(answer.msg || '操作失败，请稍后重试');
}

export const saveProfile = (input: ProfileInput) => call('updateUserProfile', input);
export const logoutEverywhere = () => call('logoutEverywhere', {});
export const readAllMessages = (kind: string) => call('readAllInboxMessages', { kind });
export const deleteMessage = (id: number) => call('deleteInboxMessage', { id });
export const changeMobile = (input: ChangeMobileInput) => call('changeMobile', input);
export const setSubscriptionState = (channel: number, action: 'pause' | 'resume' | 'cancel') => call('setSubscriptionState', { channel, action });
