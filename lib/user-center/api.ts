import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import type { Envelope } from '@/lib/api/envelope';
import { request } from '@/lib/api/request';
import { deleteInboxMessageCall, readAllInboxMessagesCall } from '@/lib/inbox/contracts';
import { setSubscriptionStateCall } from '@/lib/opportunities/contracts';
import { changeMobileCall, logoutEverywhereCall, updateUserProfileCall } from './contracts';
import type { ChangeMobileInput, ProfileInput } from './schemas';

// The user centre's client calls (docs/features.md, User centre). Each rejects with the server's Chinese message.

const done = async (sent: Promise<Envelope<unknown>>): Promise<void> => void (await dataOf(sent));

export const saveProfile = (input: ProfileInput) => done(request(updateUserProfileCall, input, { noJump: true }));
export const logoutEverywhere = () => done(request(logoutEverywhereCall, {}, { noJump: true }));
export const readAllMessages = (kind: InputOf<typeof readAllInboxMessagesCall>['kind']) => done(request(readAllInboxMessagesCall, { kind }, { noJump: true }));
export const deleteMessage = (id: number) => done(request(deleteInboxMessageCall, { id }, { noJump: true }));
export const changeMobile = (input: ChangeMobileInput) => done(request(changeMobileCall, input, { noJump: true }));
export const setSubscriptionState = (input: InputOf<typeof setSubscriptionStateCall>) => done(request(setSubscriptionStateCall, input, { noJump: true }));
