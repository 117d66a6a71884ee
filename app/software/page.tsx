import type { Metadata } from 'next';
import { SoftwareView } from '@/components/info/software-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { listStoreProducts } from '@/lib/server/products/service';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = {
  title: '软件外包 - APP、小程序、网站与管理系统定制开发',
  description: '云采汇软件外包：APP、微信小程序、网站、企业管理软件与人工智能定制开发，项目外包、人月外包与驻场开发，按里程碑验收付款。',
  alternates: { canonical: '/software.html' },
};

/** 定制软件开发, the first category of the navigation (seed/nav-products.ts). */
const SOFTWARE_CATEGORY = 1;

// 软件外包 (001 §2).
export default async function SoftwarePage() {
  const [products, session, origin] = await Promise.all([listStoreProducts({ categoryId: SOFTWARE_CATEGORY, sort: 'default' }), getSessionView(), mainSiteOrigin()]);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '直购服务', href: '/server.html' }, { label: '软件外包' }], origin, '/software.html')} />
      <SoftwareView products={products} publisher={publisher} />
    </>
  );
}
