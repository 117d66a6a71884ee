import type { Metadata } from 'next';
import { MapView } from '@/components/map/map-view';
import { JsonLd } from '@/components/seo/json-ld';
import { siteHost } from '@/lib/city/rules';
import { env } from '@/lib/env';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { cityIndex } from '@/lib/server/map/counts';

const PATH = '/jfMap.html';

export const metadata: Metadata = {
  title: '软件产业地图 - 各城市软件企业与商机分布',
  description: '云采汇软件产业地图：按省份与城市查看软件企业数量、中标信息与政府采购商机，进入城市分站查看本地服务商与项目。',
  alternates: { canonical: PATH },
};

// 地图 (001 §2 alternative navigation): a city index of suppliers and tenders, linking each city's sub-site lists.
export default async function MapPage() {
  const [provinces, origin] = await Promise.all([cityIndex(), mainSiteOrigin()]);
  const { protocol, host } = new URL(origin);
  const siteOrigin = `${protocol}//${siteHost('{site}', host, env.SITE_DOMAIN)}`;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '软件产业地图' }], origin, PATH)} />
      <MapView provinces={provinces} siteOrigin={siteOrigin} />
    </>
  );
}
