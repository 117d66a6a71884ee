import type { Metadata } from 'next';
import { MemberView } from '@/components/info/member-view';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';

export const metadata: Metadata = {
  title: '会员中心 - 商机订阅与企业会员',
  description: '云采汇会员中心：基础会员免费入驻，商机会员订阅政府招标与软件外包商机（限时免费试用），企业会员多城市优先展示。',
  alternates: { canonical: '/member.html' },
};

// 会员中心 (001 §2 footer).
export default async function MemberPage() {
  const origin = await mainSiteOrigin();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ label: '首页', href: '/' }, { label: '会员中心' }], origin, '/member.html')} />
      <MemberView />
    </>
  );
}
