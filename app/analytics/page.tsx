import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { MarketView } from '@/components/market/market-view';
import { marketHref } from '@/lib/market/links';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { getCurrentCity } from '@/lib/server/city';
import { requestOrigin } from '@/lib/server/http/origin';
import { marketDatasetJsonLd, marketPage } from '@/lib/server/market/market-page';
import { cityPageCanonical } from '@/lib/server/seo/canonical';
import type { SearchParams } from '@/lib/url/params';

type Props = { searchParams: Promise<SearchParams> };

const load = async (searchParams: Props['searchParams']) => marketPage(await getCurrentCity(), await searchParams);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { filter, view } = await load(searchParams);
  const where = view.scope.cityName ?? '全国';
  return {
    title: `${where}${filter.trade ?? ''}软件采购市场分析 ${view.year}年 - 中标金额、主要采购单位与供应商`,
    description: `${where}${view.year}年软件与数字化服务中标数据分析：月度中标金额与数量、主要采购单位与中标供应商、市场集中度（HHI）、金额区间、采购方式与本地供应商占比。`,
    // Each sub-site is its own market: the canonical address is on the host asked (docs/decisions/0008).
    ...(await cityPageCanonical(marketHref(filter))),
  };
}

// 市场分析 (docs/analytics.md "Market"): figures from the award rollups, charts in the first HTML.
export default async function AnalyticsPage({ searchParams }: Props) {
  const [{ filter, view, charts }, origin] = await Promise.all([load(searchParams), requestOrigin()]);
  const path = marketHref(filter);
  return (
    <>
      <JsonLd data={marketDatasetJsonLd(view, origin, path)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '市场分析' }], origin, path)} />
      <MarketView view={view} filter={filter} charts={charts} pageHref={path} />
    </>
  );
}
