// Ad slots per page path (001 §2 "Ad slots": the mapping exists, its codes are not in the spec, so
// these are ours). Each page shows its slots on the right of its content. The seed fills every slot;
// a code missing here or without items renders nothing.

export const PAGE_AD_SLOTS = {
  '/index.html': ['index-right-1', 'index-right-2'],
  '/store-page.html': ['store-page-right-1'],
  '/search.html': ['search-right-1', 'search-right-2'],
  '/search-signdetail.html': ['search-signdetail-right'],
  '/search-supplierdetail.html': ['search-supplierdetail-right'],
  '/jfCase.html': ['jfCase-right-1', 'jfCase-right-2'],
  '/business-detail.html': ['business-detail-right'],
  '/scheme.html': ['scheme-right-1', 'scheme-right-2'],
  '/jfService.html': ['jfService-right-1', 'jfService-right-2'],
  '/enterprise.html': ['enterprise-right-1', 'enterprise-right-2'],
  '/demandHall.html': ['demandHall-right'],
  '/business.html': ['business-right'],
  '/hro': ['hro-right'],
  '/gop': ['gop-right'],
  '/gop_detail': ['gop_detail-right'],
  '/gov_purchase_detail.html': ['gov_purchase_detail-right'],
  '/jfisv.html': ['jfisv-right'],
} as const satisfies Record<string, readonly string[]>;

export type AdPage = keyof typeof PAGE_AD_SLOTS;

export const ALL_AD_SLOTS: readonly string[] = Object.values(PAGE_AD_SLOTS).flat();

/** At most this many items turn in one slot. */
export const MAX_ITEMS_PER_SLOT = 6;

/** A slot code as the advertisements call accepts it. */
export const SLOT_CODE_PATTERN = /^[A-Za-z][\w-]{0,39}$/;
