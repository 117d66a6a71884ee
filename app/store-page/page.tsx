import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { StoreView } from '@/components/products/store-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { storeJsonLd } from '@/lib/products/display';
import { productTarget } from '@/lib/products/rules';
import { parseStoreParams, priceRangeOf, storeHref } from '@/lib/products/store-params';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { listNavCategories, listStoreProducts } from '@/lib/server/products/service';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

async function stateOf(searchParams: Props['searchParams']) {
  const [params, categories] = await Promise.all([searchParams, listNavCategories()]);
  return { state: parseStoreParams(params, categories.map((c) => c.id)), categories };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, categories } = await stateOf(searchParams);
  const name = categories.find((c) => c.id === state.category)?.categoryName ?? '';
  return {
    title: `${name ? `${name} - ` : ''}云采汇商城 - 软件开发与数字化服务明码标价`,
    description: `云采汇商城：${name || '定制软件开发、知识产权、行业解决方案、智能制造、技术服务、品牌创意'}等标准化服务，套餐价格透明，平台担保交易。`,
    alternates: { canonical: storeHref({ category: state.category, price: '', sort: 'default' }) },
  };
}

// The mall (002 §2 Main category navigation): categories with the store's flyout, filters and the products with prices.
export default async function StorePage({ searchParams }: Props) {
  const [{ state, categories }, origin] = await Promise.all([stateOf(searchParams), mainSiteOrigin()]);
  const range = priceRangeOf(state);
  const [products, ads] = await Promise.all([
    listStoreProducts({ categoryId: state.category ?? undefined, priceMin: range.min, priceMax: range.max, sort: state.sort }),
    adsForSlots(PAGE_AD_SLOTS['/store-page.html']),
  ]);
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={storeJsonLd(products, origin, (p) => productTarget(p, 'store').href)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '商城' }], origin, storeHref(state))} />
      <StoreView state={state} categories={categories} products={products} />
    </AdsProvider>
  );
}
