import type { InputOf } from '@/lib/api/contract';
import type { Envelope } from '@/lib/api/envelope';
import { request } from '@/lib/api/request';
import { deleteInboxMessageCall, readAllInboxMessagesCall } from '@/lib/inbox/contracts';
import { setSubscriptionStateCall } from '@/lib/opportunities/contracts';
import { changeMobileCall, logoutEverywhereCall, updateUserProfileCall } from './contracts';
import type { ChangeMobileInput, ProfileInput } from './schemas';

// The user centre's client calls (docs/features.md, User centre). Each rejects with the server's Chinese message.

async function done(sent: Promise<Envelope<unknown>>): Promise<void> {
  const answer = await sent;
  if (answer.code !== 0) throw new Error(answer.msg || '操作失败，请稍后重试');
}

export const saveProfile = (input: ProfileInput) => done(request(updateUserProfileCall, input, { noJump: true }));
export const logoutEverywhere = () => done(request(logoutEverywhereCall, {}, { noJump: true }));
export const readAllMessages = (kind: InputOf<typeof readAllInboxMessagesCall>['kind']) => done(request(readAllInboxMessagesCall, { kind }, { noJump: true }));
export const deleteMessage = (id: number) => done(request(deleteInboxMessageCall, { id }, { noJump: true }));
export const changeMobile = (input: ChangeMobileInput) => done(request(changeMobileCall, input, { noJump: true }));
export const setSubscriptionState = (input: InputOf<typeof setSubscriptionStateCall>) => done(request(setSubscriptionStateCall, input, { noJump: true }));
