import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { SearchView } from '@/components/search/search-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { bidDetailHref } from '@/lib/bids/url';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { stripHighlight } from '@/lib/search/highlight';
import type { SearchTabData } from '@/lib/search/types';
import { supplierDetailHref } from '@/lib/suppliers/url';
import { adsForSlots } from '@/lib/server/ads/service';
import { hotSearchesOf } from '@/lib/server/analytics/searches';
import { getCurrentCity } from '@/lib/server/city/current';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { loadSearchPage } from '@/lib/server/search/search-page';
import { parseSearchParams, searchHref, SEARCH_TABS } from '@/lib/search/url';
import { cityPageCanonical } from '@/lib/server/seo/canonical';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseSearchParams(await searchParams);
  const { city, onSubSite } = await getCurrentCity();
  const what = SEARCH_TABS[state.tabIndex].label;
  const where = onSubSite ? city.cityName : '全国';
  return {
    title: state.keyword ? `“${state.keyword}”${what}搜索` : `${where}${what}搜索`,
    description: `${where}${state.keyword ? `“${state.keyword}”相关的` : ''}${what}：按地区、单位类型、采购方式、服务行业等筛选，按时间、金额、案例数排序。`,
    ...(await cityPageCanonical(searchHref(state))),
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const state = parseSearchParams(await searchParams);
  const current = await getCurrentCity();
  const [data, ads, origin, hot] = await Promise.all([
    loadSearchPage(state, current),
    adsForSlots(PAGE_AD_SLOTS['/search.html']),
    mainSiteOrigin(),
    hotSearchesOf(current.onSubSite ? current.city.cityCode : undefined),
  ]);
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={itemListJsonLd(resultLinks(data), origin)} />
      <SearchView state={state} data={data} cityLabel={current.onSubSite ? `${current.city.cityName}站` : '全国'} hotSearches={hot.search} />
    </AdsProvider>
  );
}

/** The results shown, as the page's ItemList: each record at its canonical address, its name without highlight tags. */
function resultLinks(data: SearchTabData): { url: string; name: string }[] {
  return data.tab === 0
    ? data.result.dataList.map((b) => ({ url: bidDetailHref(b.bidId), name: stripHighlight(b.projectName) }))
    : data.result.dataList.map((c) => ({ url: supplierDetailHref(c.compId), name: stripHighlight(c.compName) }));
}
