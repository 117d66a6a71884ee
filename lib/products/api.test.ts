import { describe, expect, it, vi } from 'vitest';
import { CATEGORY_CACHE_KEY, loadProductCategories } from './api';
import type { NavCategory } from './types';

const list: NavCategory[] = [{ id: 1, categoryName: '定制软件开发', linkUrl: null, productList: [{ id: 1, productName: 'APP开发', linkUrl: null, linkType: null }], rightList: [], hasRight: false }];

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe('the product category list in session storage (002 §7)', () => {
  it('asks the server once, then answers from session storage', async () => {
    const storage = memory();
    const fetchList = vi.fn(async () => list);
    expect(await loadProductCategories(storage, fetchList)).toEqual(list);
    expect(await loadProductCategories(storage, fetchList)).toEqual(list);
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(CATEGORY_CACHE_KEY)!)).toEqual(list);
  });

  it('asks again when the stored text is unreadable, and keeps nothing when the call fails', async () => {
    const storage = memory();
    storage.setItem(CATEGORY_CACHE_KEY, '{not json');
    expect(await loadProductCategories(storage, async () => list)).toEqual(list);
    const empty = memory();
    await expect(loadProductCategories(empty, async () => Promise.reject(new Error('分类加载失败')))).rejects.toThrow('分类加载失败');
    expect(empty.data.size).toBe(0);
  });

  it('works without storage', async () => {
    expect(await loadProductCategories(null, async () => list)).toEqual(list);
  });
});
