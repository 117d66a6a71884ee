import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { deleteAdCreativeCall, saveAdCreativeCall } from './admin-contracts';

// The console's client calls on ads; a refusal rejects with the server's Chinese message. The picture
// goes up through lib/files/api.ts uploadFile with uploadAdImageCall.

export const saveAdCreative = (input: InputOf<typeof saveAdCreativeCall>) => dataOf(request(saveAdCreativeCall, input, { noJump: true }));
export const deleteAdCreative = (input: InputOf<typeof deleteAdCreativeCall>) => dataOf(request(deleteAdCreativeCall, input, { noJump: true }));
