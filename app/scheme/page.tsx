import type { Metadata } from 'next';
import { cache } from 'react';
import { AdsProvider } from '@/components/ads/ads-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { SolutionListView } from '@/components/solutions/solution-list-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { listSolutions, solutionListState } from '@/lib/server/solutions';
import { canonicalSolutionListHref, serviceListInput, solutionListHref } from '@/lib/solutions/list-state';
import { solutionListJsonLd } from '@/lib/solutions/seo';
import type { SearchParams } from '@/lib/url/params';

type Props = { searchParams: Promise<SearchParams> };

const SLOTS = PAGE_AD_SLOTS['/scheme.html'];

/** The URL's state checked against the category tree; metadata and page share one read per request. */
const stateOf = cache(solutionListState);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { categories, state } = await stateOf(await searchParams);
  const topic = [
    categories.firstLevel.find((c) => c.categoryCode === state.firstCategoryId)?.categoryName,
    categories.secondLevel.find((c) => c.categoryCode === state.secondCategoryId)?.categoryName,
    state.searchName && `“${state.searchName}”`,
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    title: `${topic ? `${topic} ` : ''}产品及方案 - 政企数字化解决方案${state.page > 1 ? ` - 第${state.page}页` : ''}`,
    description: `云采汇产品及方案${topic ? `（${topic}）` : ''}：行业解决方案、软件定制开发、云服务、网络安全、数据智能与咨询服务，可按分类、来源与价格筛选，比较报价与服务商。`,
    alternates: { canonical: canonicalSolutionListHref(state) },
  };
}

// 产品及方案 (001 §2 Solutions list page).
export default async function SchemePage({ searchParams }: Props) {
  const [{ categories, state }, origin] = await Promise.all([searchParams.then(stateOf), mainSiteOrigin()]);
  const [result, ads] = await Promise.all([listSolutions(serviceListInput(state)), adsForSlots(SLOTS)]);
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={solutionListJsonLd(result.list, origin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '产品及方案' }], origin, solutionListHref(state))} />
      <SolutionListView state={state} categories={categories} result={result} adSlots={SLOTS} />
    </AdsProvider>
  );
}
