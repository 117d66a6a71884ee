import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { UPLOAD_RULES } from '@/lib/files/rules';
import { uploadedFileSchema } from '@/lib/files/types';
import { budgetUnitSearchSchema, purchaseDetailSchema, unitRegisterSchema } from './schemas';
import { cityStationGroupSchema, purchaseUnitDetailSchema, unitRegisterAnswerSchema, unitSuggestionSchema } from './types';

// The activation page's calls (002 §7 "Consult and activation").

export const budgetUnitSearchCall = contract(catalogue.budgetUnitSearch, {
  summary: "Budget units among the portal's purchasers whose name holds the text, those starting with it first (002 §7 budgetUnitSearch).",
  input: budgetUnitSearchSchema,
  output: z.object({ dataList: z.array(unitSuggestionSchema), pageNum: z.number().int(), pageSize: z.number().int() }),
});

export const getPurchaseDetailCall = contract(catalogue.getPurchaseDetail, {
  summary: 'One budget unit with its province, city and city station, for the activation form (002 §7 getPurchaseDetail).',
  input: purchaseDetailSchema,
  output: purchaseUnitDetailSchema,
});

export const cityStationListCall = contract(catalogue.cityStationList, {
  summary: 'The city sub-sites grouped by province, as data.data (002 §7 cityStationList).',
  input: z.object({}),
  output: z.object({ data: z.array(cityStationGroupSchema) }),
});

export const activationUploadFileCall = contract(catalogue.activationUploadFile, {
  summary: 'Uploads the proof of a unit without a credit code: one file up to 2 MB, checked by its content; a login is needed (002 §7 activationUploadFile).',
  input: z.object({
    srctype: z.string().optional().describe("The form's widget sends 'attachment'; any value is taken as the proof's kind."),
    file: z.file().max(UPLOAD_RULES.attachment.maxBytes),
  }),
  output: uploadedFileSchema,
});

export const unitRegisterCall = contract(catalogue.unitRegister, {
  summary: "Files the logged-in user's activation application for a purchasing unit, with its bind-apply status (002 §7 unitRegister).",
  input: unitRegisterSchema,
  output: unitRegisterAnswerSchema,
});
