import type { InputOf } from '@/lib/api/contract';
import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { saveExpertCall, setExpertImmediateCall } from './admin-contracts';

// The console's client calls on expert profiles (docs/features.md, Operator console); a refusal rejects
// with the server's Chinese message.

export const saveExpert = (input: InputOf<typeof saveExpertCall>) => dataOf(request(saveExpertCall, input, { noJump: true }));
export const setExpertImmediate = (input: InputOf<typeof setExpertImmediateCall>) => dataOf(request(setExpertImmediateCall, input, { noJump: true }));
