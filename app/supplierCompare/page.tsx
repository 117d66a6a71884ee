import type { Metadata } from 'next';
import { CompareView } from '@/components/market/compare-view';
import { JsonLd } from '@/components/seo/json-ld';
import { compareHref, compareIdsOf } from '@/lib/market/links';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { compareSuppliers } from '@/lib/server/market/compare';
import type { SearchParams } from '@/lib/url/params';

type Props = { searchParams: Promise<SearchParams> };

const load = async (searchParams: Props['searchParams']) => compareSuppliers(compareIdsOf((await searchParams).ids));

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { suppliers } = await load(searchParams);
  return {
    title: `${suppliers.map((s) => s.name).join(' 与 ') || '供应商'}中标对比`,
    description: `供应商中标对比：${suppliers.map((s) => s.name).join('、')}的中标项目数、中标总额、平均与最大单笔中标额、采购单位数及历年走势。`,
    alternates: { canonical: compareHref(suppliers.map((s) => s.id)) },
    // Endless combinations of the same suppliers' pages: followed, not indexed (docs/analytics.md "Compare").
    robots: { index: false, follow: true },
  };
}

export default async function SupplierComparePage({ searchParams }: Props) {
  const [{ suppliers, charts }, origin] = await Promise.all([load(searchParams), mainSiteOrigin()]);
  const crumbs = [{ label: '首页', href: '/' }, { label: '市场分析', href: '/analytics.html' }, { label: '供应商对比' }];
  const path = compareHref(suppliers.map((s) => s.id));
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: '供应商中标对比',
          itemListElement: suppliers.map((s, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Organization', name: s.name, url: `${origin}${s.href}` } })),
        }}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, path)} />
      <CompareView suppliers={suppliers} charts={charts} crumbs={crumbs} />
    </>
  );
}
