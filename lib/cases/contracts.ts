import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { buCaseInfoSchema, industryCaseListSchema, searchInfoSchema } from './schemas';
import { caseDetailSchema, industryCaseListAnswerSchema, searchInfoAnswerSchema } from './types';

// The case library's calls (000 §7).

export const getSearchInfoCall = contract(catalogue.getSearchInfo, {
  summary: "The industry filter's options: parent industries and the cities with cases, also by initial letter (000 §7 getSearchInfo).",
  input: searchInfoSchema,
  output: searchInfoAnswerSchema,
});

export const getBuCaseInfoCall = contract(catalogue.getBuCaseInfo, {
  summary: 'A case detail by its uuid secret and source (000 §7 getBuCaseInfo).',
  input: buCaseInfoSchema,
  output: caseDetailSchema,
});

export const getIndustryCaseListCall = contract(catalogue.getIndustryCaseList, {
  summary: "One page of a case-library tab's cases under its filters, and their total (000 §7 getIndustryCaseList).",
  input: industryCaseListSchema,
  output: industryCaseListAnswerSchema,
});
