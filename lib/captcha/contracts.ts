import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { getImageVerifyCodeSchema, verifyImageCodeSchema } from './schemas';
import { challengeSchema } from './types';

// The captcha's calls (000 §5, §7; 001 §7).

export const getImageVerifyCodeCall = contract(catalogue.getImageVerifyCode, {
  summary: 'A new slide puzzle or character image with the token to verify it by; 429 while the client is locked out (000 §5, 001 §7 getImageVerifyCode).',
  input: getImageVerifyCodeSchema,
  output: challengeSchema,
});

export const verifyImageCodeCall = contract(catalogue.verifyImageCode, {
  summary: 'Checks the answer to a challenge: true when right, false when wrong; code 1006 for a token that cannot be tried (000 §5, 001 §7 verifyImageCode).',
  input: verifyImageCodeSchema,
  output: z.boolean(),
});
