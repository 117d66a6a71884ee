// The case detail's address, in a module of its own: the case cards (client components) link to it,
// and importing it from lib/cases/url would bring that module's zod schemas into the browser bundle.
import type { CaseSource } from './types';

export function caseDetailHref(caseUuid: string, source: CaseSource): string {
  return `/business-detail.html?id=${encodeURIComponent(caseUuid)}&source=${source}`;
}
