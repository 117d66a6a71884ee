import { companyFormSchema, schemePartSchema, type SchemeForm } from './schemas';
import type { SchemeCompanyPart, SchemeDetailsPart } from './types';

/**
 * The two parts a submission is stored as (supplier_scheme.company and .scheme): each part's schema
 * keeps its own keys of a checked form (its rules are idempotent, so a checked form passes again).
 */
export const splitSchemeForm = (form: SchemeForm): { company: SchemeCompanyPart; scheme: SchemeDetailsPart } => ({
  company: companyFormSchema.parse(form),
  scheme: schemePartSchema.parse(form),
});
