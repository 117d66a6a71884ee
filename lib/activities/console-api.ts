import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { deleteActivityCall, saveActivityCall, setActivitySignUpCall } from './admin-contracts';

// The console's activity calls (docs/features.md, Operator console). A refusal rejects with the server's
// Chinese message.

export const saveActivity = (input: InputOf<typeof saveActivityCall>) => dataOf(request(saveActivityCall, input, { noJump: true }));
export const setActivitySignUp = (input: InputOf<typeof setActivitySignUpCall>) => dataOf(request(setActivitySignUpCall, input, { noJump: true }));
export const deleteActivity = (id: number) => dataOf(request(deleteActivityCall, { id }, { noJump: true }));
