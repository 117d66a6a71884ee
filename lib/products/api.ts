// getProductCategoryList (002 §7): the navigation's categories, answered as data.list and kept in
// session storage for the visit, so the category menu asks the server once per tab.
import { request } from '@/lib/api/request';
import { getProductCategoryListCall } from './category-contracts';
import type { NavCategory } from './category-types';

export const CATEGORY_CACHE_KEY = 'jf_product_category_list';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const sessionStore = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): ask the server each time.
    return null;
  }
};

/** The cached list, when session storage holds a readable one. */
export function cachedCategories(storage: Storage | null): NavCategory[] | null {
  const text = storage?.getItem(CATEGORY_CACHE_KEY);
  if (!text) return null;
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as NavCategory[]) : null;
  } catch {
    return null;
  }
}

/** The categories: from session storage, else the call (a successful answer is kept). */
export async function loadProductCategories(storage: Storage | null = sessionStore(), fetchList = fetchProductCategoryList): Promise<NavCategory[]> {
  const cached = cachedCategories(storage);
  if (cached) return cached;
  const list = await fetchList();
  try {
    storage?.setItem(CATEGORY_CACHE_KEY, JSON.stringify(list));
  } catch {
    // Storage full: the list still shows.
  }
  return list;
}

export async function fetchProductCategoryList(): Promise<NavCategory[]> {
  const answer = await request(getProductCategoryListCall, {});
  if (answer.code !== 0) throw new Error(answer.msg || '分类加载失败');
  return answer.data.list;
}
