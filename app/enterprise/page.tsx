import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { EnterpriseListView } from '@/components/suppliers/enterprise-list-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { stripHighlight } from '@/lib/search/highlight';
import { enterpriseHref, parseEnterpriseParams } from '@/lib/search/url';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { adsForSlots } from '@/lib/server/ads/service';
import { recordSearch } from '@/lib/server/analytics/searches';
import { getCurrentCity } from '@/lib/server/city/current';
import { mainOriginOf, requestOrigin } from '@/lib/server/http/origin';
import { env } from '@/lib/env';
import { toSearchInput } from '@/lib/server/search/search-page';
import { searchSuppliers } from '@/lib/server/search/search-by-type';
import { cityPageCanonical } from '@/lib/server/seo/canonical';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseEnterpriseParams(await searchParams);
  const { city, onSubSite } = await getCurrentCity();
  const where = onSubSite ? city.cityName : '全国';
  return {
    title: `${state.keyword ? `“${state.keyword}”` : where}软件企业${state.pageNum > 1 ? ` - 第${state.pageNum}页` : ''}`,
    description: `云采汇软件企业：${where}${state.keyword ? `“${state.keyword}”相关的` : ''}软件与信息化服务商，按服务行业、核心能力、服务形式、成立时间与企业规模筛选，按案例数、注册资本排序。`,
    ...(await cityPageCanonical(enterpriseHref(state))),
  };
}

// 软件企业 (001 §2 alternative navigation): the supplier search's supplier tab as a list page.
export default async function EnterprisePage({ searchParams }: Props) {
  const params = await searchParams;
  const state = parseEnterpriseParams(params);
  const current = await getCurrentCity();
  const [result, ads, origin] = await Promise.all([
    searchSuppliers(toSearchInput(state, current)),
    adsForSlots(PAGE_AD_SLOTS['/enterprise.html']),
    requestOrigin(),
  ]);
  // A search asked from a search box or chip (the header's 软件企业 type) is counted as the procurement
  // page's 找企业 tab counts it: a hot search if it found something, a content gap if not.
  if (params.from === 'search' && state.keyword) {
    recordSearch(current.onSubSite ? current.city.cityCode : undefined, 'enterprise', state.keyword, result.totalCount > 0);
  }
  const recordOrigin = mainOriginOf(origin, env.SITE_DOMAIN);
  const items = result.dataList.map((s) => ({ url: supplierDetailHref(s.compId), name: stripHighlight(s.compName) }));
  return (
    <AdsProvider ads={ads}>
      {/* The records listed have their canonical address on the main site (docs/decisions/0008-one-canonical-host.md). */}
      <JsonLd data={itemListJsonLd(items, recordOrigin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '软件企业' }], origin, enterpriseHref(state))} />
      <EnterpriseListView state={state} result={result} cityLabel={current.onSubSite ? current.city.cityName : '全国'} />
    </AdsProvider>
  );
}
