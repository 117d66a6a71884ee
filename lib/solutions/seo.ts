// What search engines read on the solutions pages: the list as an ItemList, a solution as a schema.org
// Service with its Offer (no Offer when the price is negotiable), the breadcrumb trail and metadata.
import { itemListJsonLd } from '@/lib/opportunities/details';
import { stripHighlight } from '@/lib/search/highlight';
import type { TrailItem } from '@/lib/seo/breadcrumb';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { cutDescription, priceText, solutionHref } from './display';
import { INITIAL_STATE, solutionListHref } from './list-state';
import type { SolutionDetail, SolutionListItem } from './types';

export function solutionListJsonLd(list: SolutionListItem[], origin: string): object {
  return itemListJsonLd(list.map((item) => ({ url: solutionHref(item), name: stripHighlight(item.serviceName) })), origin);
}

/** The list filtered to a category, for the breadcrumb and 更多同类方案. */
export const categoryListHref = (firstCategoryId: string, secondCategoryId = '') => solutionListHref({ ...INITIAL_STATE, firstCategoryId, secondCategoryId });

export function solutionBreadcrumb(d: SolutionDetail): TrailItem[] {
  return [
    { label: '首页', href: '/' },
    { label: '产品及方案', href: solutionListHref(INITIAL_STATE) },
    { label: d.firstCategoryName, href: categoryListHref(d.firstCategoryCode) },
    { label: d.serviceName },
  ];
}

export function solutionJsonLd(d: SolutionDetail, origin: string): object {
  const url = new URL(solutionHref(d), origin).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: d.serviceName,
    description: d.serviceDesc,
    url,
    category: [d.firstCategoryName, d.secondCategoryName].filter(Boolean).join(' / '),
    serviceType: d.secondCategoryName || d.firstCategoryName,
    provider: {
      '@type': 'Organization',
      name: d.serviceProvider,
      ...(d.supplierId ? { url: new URL(supplierDetailHref(d.supplierId), origin).toString() } : {}),
    },
    ...(d.cityName ? { areaServed: d.cityName } : {}),
    ...(d.customerTypes.length ? { audience: { '@type': 'BusinessAudience', audienceType: d.customerTypes.join('、') } } : {}),
    ...(d.servicePrice === null
      ? {}
      : { offers: { '@type': 'Offer', price: d.servicePrice.toFixed(2), priceCurrency: 'CNY', url, availability: 'https://schema.org/InStock' } }),
  };
}

export function solutionMeta(d: SolutionDetail) {
  return {
    title: `${d.serviceName} - ${d.serviceProvider} - 产品及方案`,
    description: cutDescription(`${d.serviceName}（${d.firstCategoryName}，${priceText(d.servicePrice)}）：${d.serviceDesc}`, 150),
    canonical: solutionHref(d),
  };
}
