// The procurement page (/procurement.html?keyword=&activeTab=): one keyword over four kinds of records.

export const PROCUREMENT_TABS = [
  { key: 'business', label: '找商机' },
  { key: 'enterprise', label: '找企业' },
  { key: 'case', label: '找案例' },
  { key: 'product', label: '找方案' },
] as const;

export type ProcurementTab = (typeof PROCUREMENT_TABS)[number]['key'];

export const PROCUREMENT_PAGE_SIZE = 10;

export interface ProcurementState {
  keyword: string;
  activeTab: ProcurementTab;
  page: number;
  /** Search the keyword as typed, without the forgiving search's reading (its 仍搜索 link). */
  literal?: true;
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function parseProcurementParams(params: Record<string, string | string[] | undefined>): ProcurementState {
  const tab = PROCUREMENT_TABS.find((t) => t.key === first(params.activeTab))?.key ?? 'business';
  const page = Number.parseInt(first(params.page), 10);
  return {
    keyword: first(params.keyword).trim().slice(0, 50),
    activeTab: tab,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 1000) : 1,
    ...(first(params.literal) === '1' ? { literal: true as const } : {}),
  };
}

export function procurementHref(state: ProcurementState): string {
  const q = new URLSearchParams();
  if (state.keyword) q.set('keyword', state.keyword);
  q.set('activeTab', state.activeTab);
  if (state.page > 1) q.set('page', String(state.page));
  if (state.literal) q.set('literal', '1');
  return `/procurement.html?${q.toString()}`;
}
