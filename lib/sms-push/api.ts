import { dataOf } from '@/lib/api/answer';
import { request } from '@/lib/api/request';
import { setSmsPushCall } from './contracts';
import type { SmsPushSetting } from './types';

// The SMS-push switch's client call; rejects with the server's Chinese message.
export const setSmsPush = (enabled: boolean): Promise<SmsPushSetting> => dataOf(request(setSmsPushCall, { enabled }, { noJump: true }));
