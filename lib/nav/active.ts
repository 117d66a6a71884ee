// Which main-navigation item a page belongs to (001 §2). Pure; accepts the legacy address
// ("/search.html", "/sourcing/index.html") and the App Router path ("/search", "/sourcing").
import type { NavKey } from './items';

/** Page names (first path segment, lower case, without ".html") per navigation item. */
const PAGES: Record<Exclude<NavKey, 'home'>, readonly string[]> = {
  tendering: ['tendering', 'politicstenderdetails', 'gov_purchase_detail', 'purchasebiddetail', 'purbid'],
  industry: ['industryview', 'consultdetails', 'articlelist'],
  sourcing: [
    'sourcing',
    'procurement',
    'search',
    'search-signdetail',
    'search-supplierdetail',
    'jfcase',
    'business-detail',
    'scheme',
    'scheme-detail',
    'solution-detail',
    'business',
  ],
  consult: ['softwareconsult', 'service_details'],
  server: ['server', 'software', 'store-page', 'product-detail'],
  demandHall: ['demandhall', 'jfportal'],
};

const BY_PAGE = new Map<string, NavKey>(
  (Object.entries(PAGES) as [NavKey, readonly string[]][]).flatMap(([key, pages]) => pages.map((p) => [p, key] as const)),
);

/** The path's segments: query and hash dropped, lower case, ".html" and "index" endings removed. */
export function segments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const parts = path
    .toLowerCase()
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/\.html?$/, ''));
  if (parts[parts.length - 1] === 'index') parts.pop();
  return parts;
}

export function activeNavKey(pathname: string | null | undefined): NavKey | null {
  if (pathname === null || pathname === undefined) return null;
  const parts = segments(pathname);
  if (parts.length === 0) return 'home';
  // Notice pages of any kind belong to government tendering (001 §2).
  if (parts.some((p) => p.includes('notice'))) return 'tendering';
  return BY_PAGE.get(parts[0] ?? '') ?? null;
}
