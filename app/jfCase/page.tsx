import type { Metadata } from 'next';
import { cache } from 'react';
import { AdsProvider } from '@/components/ads/ads-provider';
import { CaseLibraryView } from '@/components/cases/case-library-view';
import { JsonLd } from '@/components/seo/json-ld';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { caseDetailHref } from '@/lib/cases/detail-href';
import { readCaseLibrary } from '@/lib/cases/filter-fields';
import { tabDef } from '@/lib/cases/filters';
import { canonicalCaseLibraryHref, caseListInput, withSiteCity } from '@/lib/cases/url';
import { adsForSlots } from '@/lib/server/ads/service';
import { listIndustryCases } from '@/lib/server/cases/list';
import { getSearchInfo } from '@/lib/server/cases/search-info';
import { getCurrentCity } from '@/lib/server/city/current';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { cityPageCanonical } from '@/lib/server/seo/canonical';
import type { SearchParams } from '@/lib/url/params';

interface Props {
  searchParams: Promise<SearchParams>;
}

// Metadata and page share one read of the filter options per request.
const loadSearchInfo = cache(getSearchInfo);

/** The URL's state; a city sub-site starts from its own city's cases unless the URL says otherwise. */
async function stateOf(searchParams: Promise<SearchParams>) {
  const [info, { city, onSubSite }] = await Promise.all([loadSearchInfo(), getCurrentCity()]);
  // A site city without cases would open on an empty list: it starts from every city instead.
  const siteCity = onSubSite && info.cityList.some((c) => c.cityCode === city.cityCode) ? city.cityCode : null;
  return { info, onSubSite, state: withSiteCity(readCaseLibrary(await searchParams, info), siteCity) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { info, state } = await stateOf(searchParams);
  const city = info.cityList.find((c) => c.cityCode === state.cityCode)?.cityName;
  const industry = info.parentIndList.find((i) => i.code === state.parentCode)?.name;
  const topic = [city, industry, state.caseTitle && `“${state.caseTitle}”`].filter(Boolean).join(' · ');
  const label = tabDef(state.tab).label;
  return {
    title: `${topic ? `${topic} ` : ''}${label} - 案例库${state.page > 1 ? ` - 第${state.page}页` : ''}`,
    description: `云采汇案例库${topic ? `（${topic}）` : ''}：${label}，政务数字化与企业数字化的真实交付案例，可按城市、行业、发布时间与开发周期筛选，查看服务商与交付详情。`,
    ...(await cityPageCanonical(canonicalCaseLibraryHref(state))),
  };
}

export default async function CaseLibraryPage({ searchParams }: Props) {
  const { info, state, onSubSite } = await stateOf(searchParams);
  const [result, ads, origin] = await Promise.all([listIndustryCases(caseListInput(state, new Date())), adsForSlots(PAGE_AD_SLOTS['/jfCase.html']), mainSiteOrigin()]);
  const items = result.industryCaseInfos.map((c) => ({ url: caseDetailHref(c.caseUuid, c.source), name: c.caseTitle }));
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={itemListJsonLd(items, origin)} />
      <CaseLibraryView state={state} info={info} result={result} onSubSite={onSubSite} />
    </AdsProvider>
  );
}
