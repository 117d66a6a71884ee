// A saved search in words (docs/features.md, Saved searches and feeds): its default name, what it searches
// and the reason a pushed record gives. The terms are the page's own selected conditions (the filter
// panel's 已选条件), so the words are the ones the user saw on the page.
import { EXPORT_LIST_NAMES } from '@/lib/exports/types';
import type { FilterTerm, SavedSearchList } from './types';

/** A saved search's name: at most this many characters (a long keyword is cut). */
export const SAVED_SEARCH_NAME_MAX = 40;

/** The page (and tab) a list is on, as the user centre names it. */
export const SAVED_SEARCH_LIST_NAMES: Record<SavedSearchList, string> = EXPORT_LIST_NAMES;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The default name: the keyword in quotes, then the chosen filters' values; a search of nothing is 全部<list>. */
export function defaultSavedSearchName(list: SavedSearchList, keyword: string, terms: readonly FilterTerm[]): string {
  const parts = [...(keyword ? [`“${keyword}”`] : []), ...terms.map((t) => t.value)];
  return cut(parts.length ? parts.join(' · ') : `全部${SAVED_SEARCH_LIST_NAMES[list]}`, SAVED_SEARCH_NAME_MAX);
}

/** What a saved search searches: 软件商机 · 关键词：云平台 · 城市：重庆. */
export function savedSearchSummary(list: SavedSearchList, keyword: string, terms: readonly FilterTerm[]): string {
  return [SAVED_SEARCH_LIST_NAMES[list], ...(keyword ? [`关键词：${keyword}`] : []), ...terms.map((t) => `${t.label}：${t.value}`)].join(' · ');
}

/** The pushed message's reason: the saved search's name and the words the record matched. */
export function savedSearchReason(name: string, list: SavedSearchList, terms: readonly FilterTerm[]): string {
  return `该商机符合您的订阅搜索“${name}”（${savedSearchWords(list, terms)}）`;
}

/** A saved search's conditions in words (城市：重庆；业务方向：软件开发), or the whole list's name. */
export function savedSearchWords(list: SavedSearchList, terms: readonly FilterTerm[]): string {
  return terms.length ? terms.map((t) => `${t.label}：${t.value}`).join('；') : `全部${SAVED_SEARCH_LIST_NAMES[list]}`;
}
