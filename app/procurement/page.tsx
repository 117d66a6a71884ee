import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ProcurementView } from '@/components/search/procurement-view';
import { recordSearch } from '@/lib/server/analytics/searches';
import { getCurrentCity } from '@/lib/server/city/current';
import { loadProcurement } from '@/lib/server/search/procurement';
import { BUSINESS_PATH } from '@/lib/opportunities/list-params';
import { parseProcurementParams, PROCUREMENT_TABS, procurementHref } from '@/lib/search/procurement';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const state = parseProcurementParams(await searchParams);
  const tab = PROCUREMENT_TABS.find((t) => t.key === state.activeTab)?.label ?? '';
  return {
    title: state.keyword ? `“${state.keyword}”${tab}` : `采购寻源 - ${tab}`,
    description: `采购寻源：${state.keyword ? `“${state.keyword}”相关的` : ''}商机、软件企业、行业案例与解决方案一站式搜索。`,
    alternates: { canonical: procurementHref(state) },
  };
}

export default async function ProcurementPage({ searchParams }: Props) {
  const params = await searchParams;
  const state = parseProcurementParams(params);
  // 找商机 without a keyword (the nav's and the footer's link) is the opportunity list itself (001 §2 Footer);
  // with a keyword it stays the combined search.
  if (params.activeTab === 'business' && !state.keyword && state.page === 1) redirect(BUSINESS_PATH);
  const { city, onSubSite } = await getCurrentCity();
  const cityCode = onSubSite ? city.cityCode : undefined;
  const data = await loadProcurement(state, cityCode);
  // A search asked from a search box or chip is counted: towards the hot searches if it found something,
  // towards the console's content gaps if not. What was searched is counted (智慧城市 for zhcs, docs/search.md
  // "Forgiving search"), so pinyin never becomes a hot search.
  if (params.from === 'search' && state.keyword) recordSearch(cityCode, state.activeTab, data.reading.searched, data.counts[state.activeTab] > 0);
  return <ProcurementView state={state} data={data} />;
}
