import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import { listPageOf } from '@/lib/api/list';
import { industryCaseInfoSchema } from '@/lib/cases/types';
import { compBaseInfoQuerySchema, compListSchema } from './schemas';
import { supplierCertificateSchema, supplierPatentSchema, supplierProfileSchema, supplierSolutionSchema } from './types';

// The supplier detail's calls (000 §7). The spec leaves their answers unshown; they answer what the
// detail page shows (000 §2 /search-supplierdetail.html), the sub-lists as { list, total }.

export const queryCompBaseInfoByCompCodeCall = contract(catalogue.queryCompBaseInfoByCompCode, {
  summary: "A supplier's base information by its compCode (000 §7 queryCompBaseInfoByCompCode).",
  input: compBaseInfoQuerySchema,
  output: supplierProfileSchema,
});

export const compCaseListCall = contract(catalogue.compCaseList, {
  summary: "One page of the supplier's cases, newest first (000 §7 compCaseList).",
  input: compListSchema,
  output: listPageOf(industryCaseInfoSchema),
});

export const compSolutionListCall = contract(catalogue.compSolutionList, {
  summary: "One page of the supplier's solutions, newest first (000 §7 compSolutionList).",
  input: compListSchema,
  output: listPageOf(supplierSolutionSchema),
});

export const compCertificateListCall = contract(catalogue.compCertificateList, {
  summary: "One page of the supplier's qualification certificates, newest first (000 §7 compCertificateList).",
  input: compListSchema,
  output: listPageOf(supplierCertificateSchema),
});

export const compPatentListCall = contract(catalogue.compPatentList, {
  summary: "One page of the supplier's patents and software copyrights, newest first (000 §7 compPatentList).",
  input: compListSchema,
  output: listPageOf(supplierPatentSchema),
});
