import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET as getProductCategoryList } from '@/app/api/getProductCategoryList/route';
import type { NavCategory } from '@/lib/products/types';
import { getProductDetail, listNavCategories, listStoreProducts } from './service';

// The navigation's reference data (seed/nav-products.ts) through the service and the call.

describe('category navigation and products', () => {
  it('has the six categories of 002 §2, 16 custom-software products, industry entries of linkType 3', async () => {
    const list = await listNavCategories();
    expect(list.map((c) => c.categoryName)).toEqual(['定制软件开发', '知识产权', '行业解决方案', '工业设计与智能制造', '技术服务', '品牌创意与传播']);
    expect(list[0]!.productList).toHaveLength(16);
    expect(list[2]!.productList.every((p) => p.linkType === 3)).toBe(true);
    for (const c of list) expect(c.hasRight).toBe(c.rightList.length > 0);
  });

  it('answers the list through the call as data.list', async () => {
    const res = await getProductCategoryList(new NextRequest('http://localhost/api/getProductCategoryList'));
    const body = (await res.json()) as { code: number; data: { list: NavCategory[] } };
    expect(body.code).toBe(0);
    expect(body.data.list).toHaveLength(6);
  });

  it('has the products the chrome links, with packages, FAQ and providers', async () => {
    for (const id of [1, 4, 9, 11]) {
      const p = await getProductDetail(id);
      expect(p, `product ${id}`).not.toBeNull();
      expect(p!.packages).toHaveLength(3);
      expect(p!.faq.length).toBeGreaterThan(0);
      expect(p!.providers.length).toBeGreaterThan(0);
    }
    expect(await getProductDetail(99_999)).toBeNull();
  });

  it('filters the store by category and price range and sorts by price', async () => {
    const ip = await listStoreProducts({ categoryId: 2, sort: 'default' });
    expect(ip.map((p) => p.productName)).toEqual(['软件著作权', '专利申请', '商标注册']);
    const cheap = await listStoreProducts({ priceMax: 5000, sort: 'price-asc' });
    expect(cheap.length).toBeGreaterThan(0);
    const prices = cheap.map((p) => p.priceFrom!);
    expect(prices.every((x) => x <= 5000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
