import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { deleteFriendlyLinkCall, orderFriendlyLinksCall, saveFriendlyLinkCall } from './contracts';

// The console's client calls on friendly links; a refusal rejects with the server's Chinese message.

export const saveFriendlyLink = (input: InputOf<typeof saveFriendlyLinkCall>) => dataOf(request(saveFriendlyLinkCall, input, { noJump: true }));
export const orderFriendlyLinks = (input: InputOf<typeof orderFriendlyLinksCall>) => dataOf(request(orderFriendlyLinksCall, input, { noJump: true }));
export const deleteFriendlyLink = (input: InputOf<typeof deleteFriendlyLinkCall>) => dataOf(request(deleteFriendlyLinkCall, input, { noJump: true }));
