import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { sendCodeInputSchema } from './schemas';

// The phone verification code's call (000 §7, 001 §7, 002 §7).

export const getPhoneVerifyCodeCall = contract(catalogue.getPhoneVerifyCode, {
  summary:
    'Sends a 6-digit SMS code for a purpose; refusals answer their code (1001-1005, 500) with a matching HTTP status and Retry-After on limits (000 §5, §8 getPhoneVerifyCode).',
  input: sendCodeInputSchema,
  // The code travels only by SMS: the answer carries nothing.
  output: z.null(),
});
