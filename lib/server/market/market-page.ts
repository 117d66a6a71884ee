import 'server-only';
import { cache } from 'react';
import { marketFilterSchema, type MarketFilter } from '@/lib/market/schemas';
import { MARKET_CHARTS } from '@/lib/market/charts';
import type { MarketScope, MarketView } from '@/lib/market/types';
import type { SearchParams } from '@/lib/url/params';
import type { ResolvedCity } from '@/lib/server/city';
import { marketCharts } from './market-charts';
import { marketView } from './market';

/** The market of the request's host: a sub-site's city, the whole country on the main site. */
export const marketScopeOf = ({ city, onSubSite }: ResolvedCity): MarketScope =>
  onSubSite ? { cityCode: city.cityCode, cityName: city.cityName } : { cityCode: null, cityName: null };

// The page and its metadata read the same figures in one render: summed and drawn once, so the metadata
// is ready with the page and goes into the head (React's cache() keys on identity, hence the primitive key).
const figuresOnce = cache(async (cityCode: string | null, cityName: string | null, filterKey: string) => {
  const view = await marketView({ cityCode, cityName }, marketFilterSchema.parse(JSON.parse(filterKey)));
  return { view, charts: marketCharts(view) };
});

/** The page's figures and charts for its address (the page and the CSV route read the same). */
export async function marketPage(current: ResolvedCity, params: SearchParams) {
  const filter: MarketFilter = marketFilterSchema.parse(params);
  const { cityCode, cityName } = marketScopeOf(current);
  return { filter, ...(await figuresOnce(cityCode, cityName, JSON.stringify(filter))) };
}

/** The market page as a schema.org Dataset: what it measures, where and when, and its CSV files. */
export function marketDatasetJsonLd(view: MarketView, origin: string, path: string): object {
  const where = view.scope.cityName ?? '全国';
  const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    name: `${where}软件与数字化服务采购中标统计（${view.year}年）`,
    description: `${where}${view.year}年软件与数字化服务中标结果的月度金额与数量、主要采购单位与供应商、集中度、金额区间与采购方式。`,
    url: `${origin}${path}`,
    inLanguage: 'zh-CN',
    isAccessibleForFree: true,
    temporalCoverage: `${view.year}`,
    spatialCoverage: where,
    creator: { '@type': 'Organization', name: '云采汇', url: origin },
    distribution: MARKET_CHARTS.map((id) => ({ '@type': 'DataDownload', encodingFormat: 'text/csv', contentUrl: `${origin}/analytics/${id}.csv${query}` })),
  };
}
