import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { schemePayloadSchema } from './schemas';
import { schemeSubmittedSchema } from './types';

// The preferred-scheme form's call (001 §3, §5, §7).

export const supIsvSelectCaseInfoCall = contract(catalogue.supIsvSelectCaseInfo, {
  summary: "Submits the preferred-scheme form once per page token; answers the submission's id and the next token (001 §7 supIsvSelectCaseInfo).",
  input: schemePayloadSchema,
  output: schemeSubmittedSchema,
});
