import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { expertConsultAnswerSchema, expertConsultSchema, expertInfoAnswerSchema, expertInfoSchema } from './schemas';

// The expert-consultation dialog's calls (001 §3 Expert dialog, §7).

export const getExpertInfoByJfIdCall = contract(catalogue.getExpertInfoByJfId, {
  summary: 'The card of the expert-consultation dialog: one expert, or the first taking immediate consultations (001 §7 expert information).',
  input: expertInfoSchema,
  output: expertInfoAnswerSchema,
});

export const expertConsultSubmitCall = contract(catalogue.expertConsultSubmit, {
  summary: "Submits a consultation to an expert; a visitor whose phone checks out is logged in with the answer (001 §7 expert consult submit).",
  input: expertConsultSchema,
  output: expertConsultAnswerSchema,
});
