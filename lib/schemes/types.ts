import type { SchemeForm } from './schemas';

export type SchemeStatus = 'submitted' | 'approved' | 'rejected';

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
