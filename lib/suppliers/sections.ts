// The paged sections of the supplier detail page, in page order: each keeps its page in an address
// parameter of its own (cp, sp, bp, cep, pp), so paging one leaves the others where they were.

export const PAGED_SECTIONS = {
  cases: { label: '案例', param: 'cp', pageSize: 6, empty: '暂无案例' },
  solutions: { label: '解决方案', param: 'sp', pageSize: 6, empty: '暂无解决方案' },
  bids: { label: '中标记录', param: 'bp', pageSize: 10, empty: '暂无中标记录' },
  certificates: { label: '资质证书', param: 'cep', pageSize: 10, empty: '暂无资质证书' },
  patents: { label: '专利', param: 'pp', pageSize: 10, empty: '暂无专利' },
} as const;

export type PagedSection = keyof typeof PAGED_SECTIONS;
export type SectionPages = Record<PagedSection, number>;

export const PAGED_SECTION_IDS = Object.keys(PAGED_SECTIONS) as PagedSection[];
