import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { DemandHallView } from '@/components/opportunities/demand-hall-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { outsourcingHref } from '@/lib/opportunities/links';
import { canonicalDemandHallHref, demandHallHref, demandListQuery, demandTab, parseDemandParams, withSiteCity } from '@/lib/opportunities/list-params';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { getCurrentCity } from '@/lib/server/city/current';
import { listCities } from '@/lib/server/city/service';
import { mainOriginOf, requestOrigin } from '@/lib/server/http/origin';
import { env } from '@/lib/env';
import { pageViewer } from '@/lib/server/opportunities/cards';
import { listOutsourcingDemands } from '@/lib/server/opportunities/list';
import { getSessionView } from '@/lib/server/session/session';
import { cityPageCanonical } from '@/lib/server/seo/canonical';
import type { SearchParams } from '@/lib/url/params';

type Props = { searchParams: Promise<SearchParams> };

/** The URL's state; a city sub-site lists its own city unless the URL names another. */
async function stateOf(searchParams: Props['searchParams']) {
  const [state, { city, onSubSite }, cities] = await Promise.all([searchParams.then(parseDemandParams), getCurrentCity(), listCities()]);
  return { state: withSiteCity(state, onSubSite ? city.cityCode : null), cities };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, cities } = await stateOf(searchParams);
  const city = cities.find((c) => c.cityCode === state.cityCode)?.cityName ?? '';
  const tab = demandTab(state.tab).label;
  return {
    title: `${city}${tab}需求 - 需求大厅${state.page > 1 ? ` - 第${state.page}页` : ''}`,
    description: `云采汇需求大厅：${city || '全国'}企业与机构发布的${tab}需求，可按类别、城市、预算与发布时间筛选，关注需求并订阅商机推送。`,
    ...(await cityPageCanonical(canonicalDemandHallHref(state))),
  };
}

// 需求大厅 (001 §3 Outsourcing card): open outsourcing demands, software and manpower tabs, the sort bar and pages.
export default async function DemandHallPage({ searchParams }: Props) {
  const [{ state, cities }, viewer, origin, { user }] = await Promise.all([stateOf(searchParams), pageViewer(), requestOrigin(), getSessionView()]);
  const recordOrigin = mainOriginOf(origin, env.SITE_DOMAIN);
  const [result, ads] = await Promise.all([listOutsourcingDemands(demandListQuery(state, new Date()), viewer), adsForSlots(PAGE_AD_SLOTS['/demandHall.html'])]);
  return (
    <AdsProvider ads={ads}>
      {/* The records listed have their canonical address on the main site (docs/decisions/0008-one-canonical-host.md). */}
      <JsonLd data={itemListJsonLd(result.items.map((d) => ({ url: outsourcingHref(d.orderNo), name: d.orderName })), recordOrigin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '需求大厅' }], origin, demandHallHref(state))} />
      <DemandHallView state={state} cities={cities} result={result} jfId={viewer?.userId ?? null} publisher={user ? { jfid: user.jfid, mobile: user.mobile } : null} />
    </AdsProvider>
  );
}
