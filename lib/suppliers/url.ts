// Addresses of the supplier detail page (000 §2 /search-supplierdetail.html?id={compId}). Page links
// of a section keep the other sections' pages and land on their section (#anchor).
import { pageParam, type SearchParams } from '@/lib/url/params';
import { PAGED_SECTION_IDS, PAGED_SECTIONS, type PagedSection, type SectionPages } from './sections';

export const SUPPLIER_DETAIL_PATH = '/search-supplierdetail.html';

/** Each section's page from the address; a missing or bad value is page 1. */
export function readSectionPages(params: SearchParams): SectionPages {
  return Object.fromEntries(PAGED_SECTION_IDS.map((s) => [s, pageParam(params[PAGED_SECTIONS[s].param])])) as SectionPages;
}

/** The detail address; pages other than 1 are kept, `anchor` names the section to land on. */
export function supplierDetailHref(compId: number, pages: Partial<SectionPages> = {}, anchor?: PagedSection): string {
  const params = new URLSearchParams({ id: String(compId) });
  for (const s of PAGED_SECTION_IDS) {
    const page = pages[s];
    if (page && page > 1) params.set(PAGED_SECTIONS[s].param, String(page));
  }
  return `${SUPPLIER_DETAIL_PATH}?${params}${anchor ? `#${anchor}` : ''}`;
}
