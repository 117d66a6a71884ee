import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import { OpendataView } from '@/components/info/opendata-view';
import { BULK_PATH, OCDS_LICENSE, OCDS_PUBLISHER_NAME, RELEASES_PATH } from '@/lib/ocds/publication';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { readBulkManifest } from '@/lib/server/ocds';

export const metadata: Metadata = {
  title: '开放数据（OCDS）- 软件与数字化服务采购平台',
  description: '云采汇以开放合同数据标准 OCDS 1.1 公开中标信息、采购意向与招标公告：分页接口、变更订阅与每日全量数据文件，CC BY 4.0 许可。',
  alternates: { canonical: '/opendata.html' },
};

// 开放数据 (docs/open-data.md): the OCDS API's documentation and the daily bulk files.
export default async function OpendataPage() {
  const [manifest, origin] = await Promise.all([readBulkManifest(), mainSiteOrigin()]);
  const files = manifest?.files ?? [];
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Dataset',
          name: '云采汇中标与招标数据（OCDS 1.1）',
          description: metadata.description,
          url: `${origin}/opendata.html`,
          inLanguage: 'zh-CN',
          license: OCDS_LICENSE,
          isAccessibleForFree: true,
          creator: { '@type': 'Organization', name: OCDS_PUBLISHER_NAME, url: origin },
          ...(manifest ? { dateModified: manifest.generatedAt } : {}),
          distribution: [
            { '@type': 'DataDownload', name: 'OCDS release packages (API)', encodingFormat: 'application/json', contentUrl: `${origin}${RELEASES_PATH}` },
            ...files.map((f) => ({ '@type': 'DataDownload', name: f.title, encodingFormat: f.contentType, contentUrl: `${origin}${BULK_PATH}/${f.name}`, contentSize: `${f.sizeBytes} B` })),
          ],
        }}
      />
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '开放数据' }], origin, '/opendata.html')} />
      <OpendataView origin={origin} files={files} generatedAt={manifest?.generatedAt ?? null} />
    </>
  );
}
