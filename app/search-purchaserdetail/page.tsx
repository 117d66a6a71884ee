import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/json-ld';
import { PurchaserProfileView } from '@/components/market/purchaser-profile-view';
import { purchaserHref } from '@/lib/market/links';
import { breadcrumbJsonLd } from '@/lib/seo/breadcrumb';
import { mainSiteOrigin } from '@/lib/server/http/origin';
import { purchaserJsonLd, purchaserPage } from '@/lib/server/market/purchaser';
import type { SearchParams } from '@/lib/url/params';

interface Props {
  searchParams: Promise<SearchParams>;
}

// An unknown or malformed code is a real 404, as for a supplier.
async function pageOf(searchParams: Promise<SearchParams>) {
  const raw = (await searchParams).code;
  const code = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 40);
  const page = code ? await purchaserPage(code) : null;
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { profile } = await pageOf(searchParams);
  return {
    title: `${profile.name} - 采购单位画像`,
    description: `${profile.name}（${profile.purchaserType}）采购画像：${profile.count}个中标项目，历年采购金额与项目类型、典型金额、中标供应商及份额、进行中的采购意向与公告。`,
    alternates: { canonical: purchaserHref(profile.code) },
  };
}

// 采购单位画像 (docs/analytics.md "Purchasing unit"): canonical on the main site, like a supplier's page.
export default async function PurchaserPage({ searchParams }: Props) {
  const [{ profile, charts }, origin] = await Promise.all([pageOf(searchParams), mainSiteOrigin()]);
  const path = purchaserHref(profile.code);
  const crumbs = [{ label: '首页', href: '/' }, { label: '市场分析', href: '/analytics.html' }, { label: profile.name }];
  return (
    <>
      <JsonLd data={purchaserJsonLd(profile, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin, path)} />
      <PurchaserProfileView profile={profile} charts={charts} crumbs={crumbs} />
    </>
  );
}
