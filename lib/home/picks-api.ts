import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { orderHomePicksCall, pinHomeItemCall, unpinHomeItemCall } from './picks-contracts';

// The console's client calls on the home page's recommendations; a refusal rejects with the server's Chinese message.

export const pinHomeItem = (input: InputOf<typeof pinHomeItemCall>) => dataOf(request(pinHomeItemCall, input, { noJump: true }));
export const orderHomePicks = (input: InputOf<typeof orderHomePicksCall>) => dataOf(request(orderHomePicksCall, input, { noJump: true }));
export const unpinHomeItem = (input: InputOf<typeof unpinHomeItemCall>) => dataOf(request(unpinHomeItemCall, input, { noJump: true }));
