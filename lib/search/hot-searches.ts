// Hot searches (000 §2 hot searches, 001 §9 quick keywords): what people search on a site and find.
// Computed daily per city site from the searches that had results (lib/server/analytics/searches.ts);
// the defaults below stand in where too few were recorded, and the demo data answers every one of
// them (seed/topics.ts). Pure rules, no I/O.
import { normalizeKeyword } from './history';

/** The header's plain chips (000 §2) and the quick keywords of the 软件商机 search (001 §9). */
export const HOT_SEARCH_KINDS = ['search', 'opportunity'] as const;
export type HotSearchKind = (typeof HOT_SEARCH_KINDS)[number];
export type HotSearches = Readonly<Record<HotSearchKind, readonly string[]>>;

/** The lists a site shows until its own searches say otherwise: the one place they are written. */
export const DEFAULT_HOT_SEARCHES: HotSearches = {
  // 000 §2: big data, cloud computing, AI, knowledge graph, smart city, IoT, software development.
  search: ['大数据', '云计算', '人工智能', '知识图谱', '智慧城市', '物联网', '软件开发'],
  // 001 §9.
  opportunity: ['软件开发', 'app开发', '前端开发', '小程序', '电商', '信息安全'],
};

/** How many chips each list shows: as many as its defaults. */
export const HOT_SEARCH_SIZE: Readonly<Record<HotSearchKind, number>> = {
  search: DEFAULT_HOT_SEARCHES.search.length,
  opportunity: DEFAULT_HOT_SEARCHES.opportunity.length,
};

/** A term searched on fewer days' worth than this in the window is one visitor's, not a trend. */
export const MIN_SEARCHES = 5;
/** The days of recorded searches a list is computed from. */
export const HOT_WINDOW_DAYS = 30;

const MIN_LENGTH = 2;
const MAX_LENGTH = 12;

/**
 * A term fit to show others: 2-12 characters of Chinese, letters and digits (a short phrase, not a
 * pasted sentence), with at least one Chinese character or letter, no address, code or number alone.
 */
export function isShowableTerm(raw: string): boolean {
  const term = normalizeKeyword(raw);
  const length = [...term].length;
  if (length < MIN_LENGTH || length > MAX_LENGTH) return false;
  if (!/^[\u4e00-\u9fffA-Za-z0-9+#.\- ]+$/.test(term)) return false;
  if (!/[\u4e00-\u9fffA-Za-z]/.test(term)) return false;
  // Identifiers (项目编号, credit codes, phone numbers) are searches for one record, not topics.
  return !/[0-9]{5,}/.test(term) && !/^[A-Za-z0-9]{10,}$/.test(term);
}

/** The key a term is counted under: trimmed, Latin letters in lower case (the search ignores case). */
export function termKey(raw: string): string {
  return normalizeKeyword(raw).toLowerCase();
}

export interface TermCount {
  term: string;
  searches: number;
}

/**
 * A site's list: its recorded terms with at least MIN_SEARCHES searches, most searched first (ties by
 * term, so the list is stable), then the defaults the site answers, without repeats, `size` at most.
 */
export function rankHotSearches(recorded: readonly TermCount[], defaults: readonly string[], answered: (term: string) => boolean, size: number): string[] {
  const popular = recorded
    .filter((r) => r.searches >= MIN_SEARCHES && isShowableTerm(r.term))
    .sort((a, b) => b.searches - a.searches || a.term.localeCompare(b.term))
    .map((r) => termKey(r.term));
  const list: string[] = [];
  for (const term of [...popular, ...defaults.filter(answered)]) {
    if (list.length >= size) break;
    if (!list.some((t) => termKey(t) === termKey(term))) list.push(term);
  }
  return list;
}
