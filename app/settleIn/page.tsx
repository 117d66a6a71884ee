import type { Metadata } from 'next';
import { SettleInView } from '@/components/info/settle-in-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { portalFigures } from '@/lib/server/info/service';

export const metadata: Metadata = {
  title: '供应商入驻 - 软件与数字化服务企业免费入驻',
  description: '云采汇供应商入驻：免费注册与企业认证，展示中标记录与交付案例，订阅政府采购与软件外包商机，直连采购单位。',
  alternates: { canonical: '/settleIn.html' },
};

// 供应商入驻 (001 §2 footer).
export default async function SettleInPage() {
  const [figures, origin] = await Promise.all([portalFigures(), mainSiteOrigin()]);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '供应商入驻' }], origin, '/settleIn.html')} />
      <SettleInView figures={figures} />
    </>
  );
}
