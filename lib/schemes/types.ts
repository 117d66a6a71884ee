import { z } from 'zod';
import type { companyFormSchema, SchemeForm, schemePartSchema } from './schemas';

/** A submission's review state (001 §2-§5; scripts/review-scheme.ts decides). */
export const SCHEME_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type SchemeStatus = (typeof SCHEME_STATUSES)[number];

/** The two parts a submission keeps (supplier_scheme.company and .scheme): '新增方案' reuses the first. */
export type SchemeCompanyPart = z.infer<typeof companyFormSchema>;
export type SchemeDetailsPart = z.infer<typeof schemePartSchema>;

/** supIsvSelectCaseInfo's answer: the stored submission and the token of the page's next submission. */
export const schemeSubmittedSchema = z.object({ id: z.number().int().positive(), nextPageToken: z.string() });
export type SchemeSubmitted = z.infer<typeof schemeSubmittedSchema>;

/** A submitted scheme as its submitter reads it (optimalSchemeDetails.html). */
export interface SchemeRecord {
  id: number;
  status: SchemeStatus;
  /** The operator's reason when rejected. */
  reviewNote: string | null;
  /** ISO 8601. */
  submittedAt: string;
  form: SchemeForm;
}

/** What the form starts with (001 §3 Prefill): from the identity in use and the user. */
export interface SchemePrefill {
  compName: string;
  compLinkName: string;
  compLinkPhone: string;
}

/** Dictionary codes of the record already turned into names by the page. */
export interface SchemeNames {
  location: string;
  compScale: string;
  compList: string;
  caseType: string;
  compAuth: string[];
  compQualification: string[];
  caseServiceCustomerType: string[];
  caseUseTechnology: string[];
  serviceCoverMarketArea: string[];
  currency: Record<string, string>;
}
