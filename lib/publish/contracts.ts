import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { accountStatusSchema, confirmOrderSchema, quickPublishAnswerSchema, quickPublishSchema, requestDataSchema } from './schemas';
import { publishedDemandSchema } from './types';

// Quick requirement publishing (001 §7) and the owner's published requirements (000 §7). The
// dialog's two calls carry the spec's resultcode beside the envelope; the contract describes `data`.

export const getAccountStatusCall = contract(catalogue.getAccountStatus, {
  summary: 'Which fields the quick-publish dialog asks for a phone: resultcode 503 own phone, 504 image code first, 0 SMS code; data null (001 §7 account status).',
  input: accountStatusSchema,
  output: z.null(),
});

export const quickPublishCall = contract(catalogue.quickPublish, {
  summary: 'Publishes a requirement from the quick-publish dialog, registering a visitor on the way; resultcode 1, or -3 for the SMS code (001 §7 quick publish).',
  input: quickPublishSchema,
  output: quickPublishAnswerSchema,
});

export const getConfirmOrderDataCall = contract(catalogue.getConfirmOrderData, {
  summary: "One of the caller's published requirements by its orderIdSecret, for its confirmation page (000 §7 getConfirmOrderData).",
  input: confirmOrderSchema,
  output: publishedDemandSchema.extend({ orderIdSecret: z.string() }),
});

export const getRequestDataCall = contract(catalogue.getRequestData, {
  summary: "The caller's own published requirements, newest first, a page at a time (000 §7 getRequestData).",
  input: requestDataSchema,
  output: listPageOf(publishedDemandSchema),
});
