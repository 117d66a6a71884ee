import type { Metadata } from 'next';
import { AppView } from '@/components/info/app-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { appCodes } from '@/lib/server/info/service';

export const metadata: Metadata = {
  title: '手机云采汇 - APP、微信小程序与公众号',
  description: '扫码下载云采汇 APP、使用微信小程序或关注官方公众号：商机推送、中标查询、在线沟通与需求发布。',
  alternates: { canonical: '/jfh-mp.html' },
};

// The app page (000 §2 chrome link, 001 §2 "the app (QR codes only)").
export default async function AppPage() {
  const [codes, origin] = await Promise.all([appCodes(), mainSiteOrigin()]);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '手机云采汇' }], origin, '/jfh-mp.html')} />
      <AppView codes={codes} />
    </>
  );
}
