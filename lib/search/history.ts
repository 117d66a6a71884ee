// The big-data search bar (000 §2 §5 §9): keyword, history and target address rules. Pure, no I/O.

export const HISTORY_KEY = 'ych_search_history';
export const HISTORY_MAX = 5;

export const SEARCH_PLACEHOLDER = '搜索企业、产品、解决方案、案例、项目';

/** 000 §5: the keyword is trimmed (full-width spaces included). */
export function normalizeKeyword(keyword: string | null | undefined): string {
  return (keyword ?? '').replace(/^[\s\u3000]+|[\s\u3000]+$/g, '');
}

/** Puts a keyword first: trimmed, empty ignored, no duplicates (re-searching moves it up), at most 5. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const k = normalizeKeyword(keyword);
  if (!k) return [...history];
  return [k, ...history.filter((h) => h !== k)].slice(0, HISTORY_MAX);
}

/** The × of one entry. */
export function removeFromHistory(history: readonly string[], keyword: string): string[] {
  return history.filter((h) => h !== keyword);
}

/** 清空. */
export function clearHistory(): string[] {
  return [];
}

/** Reads stored history defensively: anything malformed becomes an empty or cleaned list. */
export function parseHistory(raw: string | null | undefined): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let list: string[] = [];
  // Oldest last in storage: fold from the end so the first entry ends up newest.
  for (const item of [...value].reverse()) {
    if (typeof item === 'string') list = addToHistory(list, item);
  }
  return list;
}

export function serializeHistory(history: readonly string[]): string {
  return JSON.stringify(history.slice(0, HISTORY_MAX));
}

export const EMPTY_SEARCH_HREF = '/sourcing/index.html';

/**
 * 000 §2: an empty keyword goes to the sourcing home; otherwise the procurement page with the keyword
 * and a timestamp. Without `now` the timestamp is left out (a stable href for server rendering).
 */
export function headerSearchHref(keyword: string, now?: number): string {
  const k = normalizeKeyword(keyword);
  if (!k) return EMPTY_SEARCH_HREF;
  const t = now === undefined ? '' : `&t=${now}`;
  return `/procurement.html?from=search&keyword=${encodeURIComponent(k)}${t}`;
}
