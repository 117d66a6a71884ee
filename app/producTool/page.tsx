import type { Metadata } from 'next';
import { ToolsView } from '@/components/info/tools-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';

export const metadata: Metadata = {
  title: '产品工具 - 软件造价评估、供应商寻源与商机订阅',
  description: '云采汇产品工具：软件造价评估、供应商寻源、中标查询、商机订阅、招标文件下载、案例库与产业地图。',
  alternates: { canonical: '/producTool.html' },
};

// 产品工具 (001 §2 right-hand links).
export default async function ProductToolPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '产品工具' }], await mainSiteOrigin(), '/producTool.html')} />
      <ToolsView />
    </>
  );
}
