import type { Metadata } from 'next';
import { ServerView } from '@/components/info/server-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { listNavCategories, listStoreProducts } from '@/lib/server/products/service';
import { getSessionView } from '@/lib/server/session/session';

export const metadata: Metadata = {
  title: '直购服务 - 标准化软件与数字化服务在线采购',
  description: '云采汇直购服务：定制软件开发、知识产权、行业解决方案、智能制造、技术服务与品牌创意等标准服务，明码标价，平台担保交易。',
  alternates: { canonical: '/server.html' },
};

// 直购服务 (001 §2).
export default async function ServerPage() {
  const [categories, products, session, origin] = await Promise.all([listNavCategories(), listStoreProducts({ sort: 'default' }), getSessionView(), mainSiteOrigin()]);
  const publisher = session.user ? { jfid: session.user.jfid, mobile: session.user.mobile } : null;
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '直购服务' }], origin, '/server.html')} />
      <ServerView categories={categories} products={products} publisher={publisher} />
    </>
  );
}
