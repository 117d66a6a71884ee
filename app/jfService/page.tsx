import type { Metadata } from 'next';
import { AdsProvider } from '@/components/ads/ads-provider';
import { JsonLd } from '@/components/seo/json-ld';
import { ServicesView } from '@/components/services/services-view';
import { PAGE_AD_SLOTS } from '@/lib/ads/slots';
import { itemListJsonLd } from '@/lib/opportunities/details';
import { parseServiceKeyword, serviceSections, servicesHref } from '@/lib/services/catalogue';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { adsForSlots } from '@/lib/server/ads/service';
import { mainSiteOrigin } from '@/lib/server/http/origin';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const keyword = parseServiceKeyword((await searchParams).keyword);
  return {
    title: keyword ? `“${keyword}”相关服务` : '服务 - 软件咨询与外包服务',
    description: '云采汇服务：供应商寻源、软件造价评估、采购代理、IT监理等软件咨询服务，以及软件开发、设计、数据、测试、运维外包与人力外包服务。',
    alternates: { canonical: servicesHref(keyword) },
  };
}

// 服务 (001 §2 alternative navigation): the services list.
export default async function ServicesPage({ searchParams }: Props) {
  const keyword = parseServiceKeyword((await searchParams).keyword);
  const sections = serviceSections(keyword);
  const [ads, origin] = await Promise.all([adsForSlots(PAGE_AD_SLOTS['/jfService.html']), mainSiteOrigin()]);
  const items = sections.flatMap((s) => s.cards.flatMap((c) => (c.href ? [{ url: c.href, name: c.title }] : [])));
  return (
    <AdsProvider ads={ads}>
      <JsonLd data={itemListJsonLd(items, origin)} />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '服务' }], origin, servicesHref(keyword))} />
      <ServicesView keyword={keyword} sections={sections} />
    </AdsProvider>
  );
}
