import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { checkContactSchema, entMessSchema, feedbackSchema, relieveContactSchema } from './schemas';
import { entMessAnswerSchema, feedbackReceiptSchema, privateNumberSchema } from './types';

// The side bar's calls (001 §4, §7 Contact) and the message to an enterprise (000 §7).

export const checkYXHContactCall = contract(catalogue.checkYXHContact, {
  summary: "A private number bound to the caller and the provider's merchant for five minutes (001 §4, §7 checkYXHContact).",
  input: checkContactSchema,
  output: privateNumberSchema,
});

export const relieveYXHContactCall = contract(catalogue.relieveYXHContact, {
  summary: "Releases the caller's binding of a private number when the phone pop-up closes (001 §4, §7 relieveYXHContact).",
  input: relieveContactSchema,
  output: z.null(),
});

export const submitFeedbackCall = contract(catalogue.submitFeedback, {
  summary: "Keeps a suggestion or complaint from the side bar's form (001 §1-§2 submitFeedback).",
  input: feedbackSchema,
  output: feedbackReceiptSchema,
});

export const saveEntMessCall = contract(catalogue.saveEntMess, {
  summary: "A logged-in buyer's message (留言) to an enterprise, delivered to the inbox of whoever answers for it (000 §7 saveEntMess).",
  input: entMessSchema,
  output: entMessAnswerSchema,
});
