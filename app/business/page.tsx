import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { BusinessListView } from '@/components/opportunities/business-list-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { bidHref } from '@/lib/opportunities/links';
import { bidListQuery, businessHref, canonicalBusinessHref, parseBusinessParams, withSiteCity } from '@/lib/opportunities/list-params';
import { BUSINESS_DIRECTIONS, nameOf } from '@/lib/opportunities/options';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { getCurrentCity } from '@/lib/server/city/current';
import { listCities } from '@/lib/server/city/service';
import { mainOriginOf, requestOrigin } from '@/lib/server/http/origin';
import { env } from '@/lib/env';
import { pageViewer } from '@/lib/server/opportunities/cards';
import { listBidOpportunities } from '@/lib/server/opportunities/list';
import { cityPageCanonical } from '@/lib/server/seo/canonical';
import type { SearchParams } from '@/lib/url/params';

type Props = { searchParams: Promise<SearchParams> };

/** The URL's state; a city sub-site lists its own city unless the URL names another. */
async function stateOf(searchParams: Props['searchParams']) {
  const [state, { city, onSubSite }, cities] = await Promise.all([searchParams.then(parseBusinessParams), getCurrentCity(), listCities()]);
  return { state: withSiteCity(state, onSubSite ? city.cityCode : null), cities };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, cities } = await stateOf(searchParams);
  const city = cities.find((c) => c.cityCode === state.cityCode)?.cityName ?? '';
  const direction = state.direction ? nameOf(BUSINESS_DIRECTIONS, state.direction) : '';
  return {
    title: `${city}${direction}软件商机 - 政府采购意向与招标公告${state.page > 1 ? ` - 第${state.page}页` : ''}`,
    description: `云采汇软件商机：${city || '全国'}${direction}政府采购意向、采购公告与平台代理项目，可按城市、业务方向、预算与发布时间筛选，关注与订阅商机推送。`,
    ...(await cityPageCanonical(canonicalBusinessHref(state))),
  };
}

// 软件商机 (001 §3 Bid card): government tender opportunities with filters, the sort bar and pages.
export default async function BusinessPage({ searchParams }: Props) {
  const [{ state, cities }, viewer, origin] = await Promise.all([stateOf(searchParams), pageViewer(), requestOrigin()]);
  const recordOrigin = mainOriginOf(origin, env.SITE_DOMAIN);
  const [result, ads] = await Promise.all([listBidOpportunities(bidListQuery(state, new Date()), viewer), adsForSlots(PAGE_AD_SLOTS['/business.html'])]);
  return (
    <AdsProvider ads={ads}>
      {/* The records listed have their canonical address on the main site (docs/decisions/0008-one-canonical-host.md). */}
      <JsonLd data={itemListJsonLd(result.items.map((b) => ({ url: bidHref(b), name: b.projectName })), recordOrigin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '软件商机' }], origin, businessHref(state))} />
      <BusinessListView state={state} cities={cities} result={result} jfId={viewer?.userId ?? null} />
    </AdsProvider>
  );
}
