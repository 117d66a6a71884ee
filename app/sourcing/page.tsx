import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { SourcingView } from '@/components/sourcing/sourcing-view';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { getCurrentCity } from '@/lib/server/city/current';
import { getHomeOverview } from '@/lib/server/home/service';
import { requestOrigin } from '@/lib/server/http/origin';
import { cityPageCanonical } from '@/lib/server/seo/canonical';

const PATH = '/sourcing/index.html';

export async function generateMetadata(): Promise<Metadata> {
  const { city } = await getCurrentCity();
  return {
    title: '采购寻源',
    description: `云采汇${city.cityName}站采购寻源：一个关键词同时找商机、软件企业、交付案例与解决方案。`,
    ...(await cityPageCanonical(PATH)),
  };
}

export default async function SourcingPage() {
  const { city } = await getCurrentCity();
  const [overview, origin] = await Promise.all([getHomeOverview(city.cityCode), requestOrigin()]);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '采购寻源' }], origin, PATH)} />
      <SourcingView cityName={city.cityName} overview={overview} />
    </>
  );
}
