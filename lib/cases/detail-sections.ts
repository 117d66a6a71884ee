// Which sections (and so which tabs) a case detail shows (000 §2, §3, §9).
import type { CaseDetail } from './types';

export type CaseSectionId = 'intro' | 'service' | 'provider' | 'shots';

export interface CaseSection {
  id: CaseSectionId;
  label: string;
}

/** 000 §9: the detail page shows at most 3 screenshots. */
export const MAX_SCREENSHOTS = 3;

/** Screenshots belong to enterprise cases (source 0) only; the first three are shown. */
export function visibleScreenshots(detail: Pick<CaseDetail, 'source' | 'picArray'>): string[] {
  if (detail.source !== 0) return [];
  return detail.picArray.map((p) => p.slidepath).filter(Boolean).slice(0, MAX_SCREENSHOTS);
}

/**
 * The introduction always; service details and provider when their flag is 0 (a government case leaves
 * them out when blank, and an enterprise case never has them blank); screenshots when there are some.
 */
export function caseSections(
  detail: Pick<CaseDetail, 'source' | 'picArray' | 'serveiceDetailBlank' | 'supplierDetaiBlank'>,
): CaseSection[] {
  const sections: CaseSection[] = [{ id: 'intro', label: '案例介绍' }];
  if (detail.serveiceDetailBlank === 0) sections.push({ id: 'service', label: '服务详情' });
  if (detail.supplierDetaiBlank === 0) sections.push({ id: 'provider', label: '服务商信息' });
  if (visibleScreenshots(detail).length > 0) sections.push({ id: 'shots', label: '案例截图' });
  return sections;
}

/** worktypeStr and skillStr are comma lists (000 §3); Chinese commas and blanks are tolerated. */
export function splitList(text: string): string[] {
  return text
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean);
}
